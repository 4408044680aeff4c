/** Jane of Acme requesting a demo on the pricing page: the browser's Meta conversion form object. */
export const DEMO_FORM_OBJECT = {
  Email: 'jane.doe@acme.example',
  FirstName: 'Jane',
  LastName: 'Doe',
  ContentName: 'Request a demo',
  currentUrl: 'https://www.switchboard.example/pricing',
} as const;
