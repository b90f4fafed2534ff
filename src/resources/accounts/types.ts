// An account as the account service lists it (GET /users/accounts, /users/all-accounts).
export type UserType = 'OWNER' | 'DEVELOPER' | 'USER';

export interface AccountView {
  id: number;
  accountCode: string;
  businessName: string;
  billingEmail: string | null;
  billAddress: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipcode: string | null;
  contactPhone: string | null;
  favicon: string | null;
  logo: string | null;
  description: string | null;
  mode: string | null;
  status: string;
  type: string | null;
  disableSelection: boolean;
  accountUserId: number;
  userType: UserType | string;
  membershipStatus: 'ACTIVE' | 'INACTIVE' | string;
  isDefault: boolean;
  createdAt: string;
}
