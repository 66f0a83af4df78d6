/** A postal address as the forms, the services and the documents carry it. */
export interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** '42 Lighthouse Lane, Apt 2, Sacramento, CA 95814': the address on one line, without empty parts. */
export const oneLineAddress = (a: Address) => [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
