// The users domain's permission flag: managing an account's users and invitations (the Users page),
// and answering requests for access to the account.
export const VIEW_USER = 'view_user';
