// The account field rules (console-shell.md §5), shared by create and update, on top of the
// contract's schema: each problem names its field, with the message the console shows.
import { badRequest } from '../../http/errors';
import { imageProblem } from '../../../../contract/images';
import type { AccountBody } from '../../../../contract/accounts';
import { BUSINESS_NAME_MAX, isBusinessNameWithinLimit } from '../../../../contract/accountsRules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIPCODE = /^[A-Za-z0-9 -]{3,10}$/;
const PHONE = /^(?:\+(\d{1,4})[\s-]*)?([\d\s()-]+)$/;

const requiredFields = [
  ['businessName', 'Business name'], ['billingEmail', 'Billing email'], ['billAddress', 'Bill address'],
  ['city', 'City'], ['state', 'State'], ['country', 'Country'], ['zipcode', 'Zipcode'],
  ['contactPhone', 'Contact phone number'], ['description', 'Description'],
] as const;

function phoneProblem(phone: string): string | undefined {
  if (/^\+(?!\d)/.test(phone)) return 'Please enter a valid phone country code';
  const match = PHONE.exec(phone);
  const digits = match ? match[2].replace(/\D/g, '').length : 0;
  return digits >= 7 && digits <= 15 ? undefined : 'Please enter a valid phone number';
}

/** The first rule the body breaks, as { field, message }, or undefined when it is valid. */
export function accountFieldProblem(body: AccountBody): { field: string; message: string } | undefined {
  for (const [field, label] of requiredFields) {
    if (!body[field].trim()) return { field, message: `${label} is required` };
  }
  if (!isBusinessNameWithinLimit(body.businessName.trim())) {
    return { field: 'businessName', message: `Business name must be less than ${BUSINESS_NAME_MAX + 1} characters` };
  }
  if (!EMAIL.test(body.billingEmail.trim())) return { field: 'billingEmail', message: 'Please enter a valid billing email' };
  if (!ZIPCODE.test(body.zipcode.trim())) return { field: 'zipcode', message: 'Please enter a valid bill zipcode' };
  const phone = phoneProblem(body.contactPhone.trim());
  if (phone) return { field: 'contactPhone', message: phone };
  for (const field of ['logo', 'favicon'] as const) {
    const problem = imageProblem(body[field]);
    if (problem) return { field, message: problem };
  }
  return undefined;
}

/** The stored column values of a valid body (trimmed; absent optional fields left out). */
export function accountValues(body: AccountBody) {
  const problem = accountFieldProblem(body);
  if (problem) throw badRequest(problem.message, { field: problem.field });
  const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  return {
    businessName: body.businessName.trim(),
    billingEmail: body.billingEmail.trim(),
    billAddress: body.billAddress.trim(),
    city: body.city.trim(),
    state: body.state.trim(),
    country: body.country.trim(),
    zipcode: body.zipcode.trim(),
    contactPhone: body.contactPhone.trim(),
    description: body.description.trim(),
    favicon: optional(body.favicon),
    logo: optional(body.logo),
    mode: optional(body.mode),
    status: body.status,
    type: optional(body.type),
  };
}
