import {
  LEAD_IMPORT_FIELDS,
  type LeadImportField,
  type LeadImportMapping,
} from '@lead-manager/contracts/lead-import';

/** `E-mail`, `e_mail`, ` Email ` → `email`: case, spaces and punctuation do not matter. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Header names each field is known by, after `headerKey`. */
const EXACT: Record<LeadImportField, string[]> = {
  name: ['name', 'fullname', 'customername', 'contactname', 'leadname', 'customer', 'contact'],
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'customeremail', 'contactemail'],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'cellnumber',
    'tel',
    'telephone',
    'homephone',
    'workphone',
  ],
  vehicleInterest: [
    'vehicle',
    'vehicleinterest',
    'vehicleofinterest',
    'model',
    'car',
    'interest',
    'vehicles',
  ],
  source: ['source', 'leadsource', 'origin', 'channel'],
  status: ['status', 'leadstatus', 'stage'],
  notes: ['notes', 'note', 'comments', 'comment', 'message', 'remarks', 'description'],
};

/** Looser clues for headers like "Primary Phone #" or "Vehicle of Interest (Model)", tried after exact names. */
const CONTAINS: Partial<Record<LeadImportField, string[]>> = {
  email: ['email'],
  phone: ['phone', 'mobile', 'cell'],
  vehicleInterest: ['vehicle', 'model'],
  notes: ['note', 'comment'],
};

/**
 * The mapping the dialog starts with: each field gets the first header known by its name (exact names before
 * looser clues), and no header fills two fields.
 */
export function guessMapping(headers: readonly string[]): LeadImportMapping {
  const mapping: LeadImportMapping = {};
  const used = new Set<number>();
  const assign = (field: LeadImportField, matches: (key: string) => boolean) => {
    if (mapping[field]) return;
    const index = headers.findIndex((h, i) => !used.has(i) && h.trim() !== '' && matches(headerKey(h)));
    if (index === -1) return;
    used.add(index);
    mapping[field] = headers[index];
  };
  for (const field of LEAD_IMPORT_FIELDS) assign(field, (key) => EXACT[field].includes(key));
  for (const field of LEAD_IMPORT_FIELDS) {
    const clues = CONTAINS[field];
    if (clues) assign(field, (key) => clues.some((clue) => key.includes(clue)));
  }
  return mapping;
}

/** Every lead needs a phone or an email, so one of them must come from a column. */
export const hasContactColumn = (mapping: LeadImportMapping) => Boolean(mapping.email || mapping.phone);
