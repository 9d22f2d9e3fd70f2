/** The demo Chevrolet store (dealership 1) is in Austin, on Central time: its appointments are typed on that clock. */
export const CHEVROLET_ZONE = 'America/Chicago';
