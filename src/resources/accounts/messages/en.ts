// English texts of the accounts plugin (the default and the fallback). Other locales mirror its keys.
export const en = {
  resources: {
    accounts: {
      name: 'Account |||| Accounts',
      fields: {
        logo: 'Logo',
        favicon: 'Favicon',
        businessName: 'Business name',
        accountCode: 'Account code',
        billingEmail: 'Billing email',
        billAddress: 'Bill address',
        city: 'City',
        state: 'State',
        country: 'Country',
        zipcode: 'Zipcode',
        contactPhone: 'Contact phone number',
        description: 'Description',
        mode: 'Mode',
        status: 'Status',
        type: 'Type',
        userType: 'Your role',
        isDefault: 'Default',
        createdAt: 'Created',
      },
      notifications: {
        created: 'Account saved successfully',
        updated: 'Account updated successfully',
        deleted: 'Account deleted successfully',
      },
      message: {
        delete_title: 'Delete account %{recordRepresentation}',
        delete_content: 'Are you sure you want to delete this account? This cannot be undone.',
      },
    },
  },
  accounts: {
    list: {
      title: 'Accounts',
      viewAllTitle: 'All accounts',
      viewAll: 'View all accounts',
      viewActive: 'Active accounts only',
    },
    empty: {
      title: 'No accounts yet',
      text: 'Create an account to start working in the console.',
    },
    action: {
      select: 'Select',
      setDefault: 'Set as default',
      unsetDefault: 'Unset default',
    },
    selectionBlocked: {
      disabled: 'Selection of this account is disabled',
      inactive: 'Your membership of this account is inactive',
    },
    form: {
      identity: 'Business',
      billing: 'Billing and contact',
      settings: 'Settings',
      images: 'Images',
      imageHint: 'PNG or JPEG',
      phoneHint: 'Optional +country code, then 7 to 15 digits',
    },
    choices: {
      mode: { LIVE: 'Live', TEST: 'Test' },
      status: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
      type: { BUSINESS: 'Business', INDIVIDUAL: 'Individual' },
      userType: { OWNER: 'Owner', DEVELOPER: 'Developer', USER: 'User' },
    },
    validation: {
      businessNameRequired: 'Business name is required',
      businessNameTooLong: 'Business name must be less than 250 characters',
      billingEmailRequired: 'Billing email is required',
      billingEmailInvalid: 'Please enter a valid billing email',
      billAddressRequired: 'Bill address is required',
      cityRequired: 'City is required',
      stateRequired: 'State is required',
      countryRequired: 'Country is required',
      zipcodeRequired: 'Zipcode is required',
      zipcodeInvalid: 'Please enter a valid bill zipcode',
      contactPhoneRequired: 'Contact phone number is required',
      contactPhoneInvalid: 'Please enter a valid phone number',
      descriptionRequired: 'Description is required',
      modeRequired: 'Mode is required',
      statusRequired: 'Status is required',
      typeRequired: 'Type is required',
      imageFormat: 'Uploaded file is not in desired format, please upload PNG/JPEG file.',
    },
  },
};

export type AccountMessages = typeof en;
