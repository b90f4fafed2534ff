// The flag a session's flags map may hold that grants every other (owners hold it, DESIGN §4).
export const ALL_PERMISSIONS = 'allpermissions';
