export interface Office {
  city: string;
  address: string[];
  country: string;
}

/** The three offices of the contact page (spec section 2). */
export const OFFICES: Office[] = [
  {
    city: 'Chicago',
    address: ['233 S Wacker Dr', 'Chicago, IL 60606'],
    country: 'United States',
  },
  {
    city: 'Silicon Valley',
    address: ['2880 Zanker Rd', 'San Jose, CA 95134'],
    country: 'United States',
  },
  {
    city: 'Hyderabad',
    address: ['HITEC City, Madhapur', 'Hyderabad, Telangana 500081'],
    country: 'India',
  },
];
