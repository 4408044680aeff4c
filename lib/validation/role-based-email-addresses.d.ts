/** The package ships plain CommonJS: an array of role-style local parts (sales, support, info...). */
declare module 'role-based-email-addresses' {
  const roleAddresses: string[];
  export default roleAddresses;
}
