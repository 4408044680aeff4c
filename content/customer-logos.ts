/**
 * Customer logos for the logo farm (spec section 3, 'Logo'): fictional customers, drawn for this
 * site as SVG under public/logos/customers/. A customer-logo block is a list of customers, each
 * with a title and one logo image.
 */
export interface Logo {
  id: string;
  svgUrl: string;
  width: number;
  height: number;
  customerName: string;
  /** Square-ish marks render taller so they read at the same visual weight as wide wordmarks. */
  isTaller: boolean;
}

export interface CustomerLogo {
  title: string;
  logo: Logo;
}

const logo = (id: string, customerName: string, width: number, isTaller = false): CustomerLogo => ({
  title: customerName,
  logo: {
    id,
    svgUrl: `/logos/customers/${id}.svg`,
    width,
    height: 40,
    customerName,
    isTaller,
  },
});

export const CUSTOMER_LOGOS: CustomerLogo[] = [
  logo('larkspur-logistics', 'Larkspur Logistics', 151),
  logo('brightcart', 'Brightcart', 175),
  logo('harbor-and-vale', 'Harbor & Vale', 212),
  logo('kestrel-labs', 'Kestrel Labs', 139, true),
  logo('fernway-travel', 'Fernway Travel', 139),
  logo('cobalt-ledger', 'Cobalt Ledger', 212),
  logo('tandem-works', 'Tandem Works', 152, true),
  logo('quillfield', 'Quillfield', 175),
  logo('orbitly', 'Orbitly', 139),
  logo('meridian-goods', 'Meridian Goods', 151, true),
];
