// The account service's wire shapes (console-shell.md §5). The TypeBox schema gives types and
// lengths (and the OpenAPI); the server's accountFields.ts adds the rules whose messages the console
// shows, each naming its field.
import { Type, type Static } from 'typebox';
import { MAX_IMAGE_FIELD_LENGTH } from './images';
import { BUSINESS_NAME_MAX } from './accountsRules';
import { Id } from './wireTypes';
import { pagedResponse, pageQuery, sortFieldQuery, sortParamQuery } from './pagingSchemas';

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
  businessName: Type.String({ maxLength: 1000, description: `1 to ${BUSINESS_NAME_MAX} characters` }),
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

export const AccountIdParams = Type.Object({ id: Id({ description: 'Account id' }) });
export const UserIdQuery = { userId: Type.Optional(Id({ description: "The caller's user id (checked against the token)" })) };

export const MessageResponse = Type.Object({ message: Type.String() });
export const AccountMessageResponse = Type.Object({ message: Type.String(), data: AccountView });

/** What the account lists may be sorted by (the server's whitelist, and the console's sortable columns). */
export const ACCOUNT_SORT_FIELDS = ['businessName', 'accountCode', 'createdAt', 'id', 'city', 'country'] as const;

export const OwnUserQuery = Type.Object(UserIdQuery);
export const ActiveAccountListQuery = Type.Object({ ...UserIdQuery, ...pageQuery, ...sortFieldQuery(ACCOUNT_SORT_FIELDS) });
export const AllAccountListQuery = Type.Object({ ...pageQuery, ...sortParamQuery(ACCOUNT_SORT_FIELDS) });
export const AccountPage = pagedResponse(AccountView);
export const DefaultAccountQuery = Type.Object({ ...UserIdQuery, defaultValue: Type.Boolean({ default: true }) });
