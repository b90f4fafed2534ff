// The account service's wire shapes and the account field rules (console-shell.md §5), shared by
// create and update. The TypeBox schema gives types and lengths (and the OpenAPI); accountFieldProblem
// adds the rules whose messages the console shows, each naming its field.
import { Type, type Static } from 'typebox';
import { badRequest } from '../server/src/http/errors';
import { imageProblem, MAX_IMAGE_FIELD_LENGTH } from './images';
import { Id } from './wireTypes';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const AccountView = Type.Object({
  id: Type.Integer(),
  accountCode: Type.String(),
  businessName: Type.String(),
  billingEmail: NullableString,
  billAddress: NullableString,
  city: NullableString,
  state: NullableString,
  country: NullableString,
  zipcode: NullableString,
  contactPhone: NullableString,
  favicon: NullableString,
  logo: NullableString,
  description: NullableString,
  mode: NullableString,
  status: Type.String(),
  type: NullableString,
  disableSelection: Type.Boolean(),
  accountUserId: Type.Integer({ description: "The caller's membership of this account" }),
  userType: Type.String({ description: 'OWNER, DEVELOPER or USER' }),
  membershipStatus: Type.String({ description: 'ACTIVE or INACTIVE' }),
  isDefault: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AccountView = Static<typeof AccountView>;

const image = Type.Optional(Type.Union([
  Type.String({ maxLength: MAX_IMAGE_FIELD_LENGTH, description: 'An http(s) URL or a PNG/JPEG data URL of at most 1 MB' }),
  Type.Null(),
]));

/** Create and update body. Unknown properties are ignored: react-admin sends the whole record back. */
export const AccountBody = Type.Object({
  businessName: Type.String({ maxLength: 1000, description: '1 to 249 characters' }),
  billingEmail: Type.String({ maxLength: 254 }),
  billAddress: Type.String({ maxLength: 500 }),
  city: Type.String({ maxLength: 100 }),
  state: Type.String({ maxLength: 100 }),
  country: Type.String({ maxLength: 100 }),
  zipcode: Type.String({ maxLength: 100, description: '3 to 10 letters, digits, spaces or hyphens' }),
  contactPhone: Type.String({ maxLength: 100, description: 'Optional +country code, then 7 to 15 digits (spaces, hyphens, parentheses allowed)' }),
  description: Type.String({ maxLength: 5000 }),
  favicon: image,
  logo: image,
  mode: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  status: Type.Optional(Type.Enum(['ACTIVE', 'INACTIVE'])),
  type: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
});
export type AccountBody = Static<typeof AccountBody>;

export const BUSINESS_NAME_MAX = 249;
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
  if (body.businessName.trim().length > BUSINESS_NAME_MAX) {
    return { field: 'businessName', message: 'Business name must be less than 250 characters' };
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

export const AccountIdParams = Type.Object({ id: Id({ description: 'Account id' }) });
export const UserIdQuery = { userId: Type.Optional(Id({ description: "The caller's user id (checked against the token)" })) };

export const MessageResponse = Type.Object({ message: Type.String() });
export const AccountMessageResponse = Type.Object({ message: Type.String(), data: AccountView });
