// Changing one's own profile.
export const EDIT_PROFILE = 'edit_profile';
