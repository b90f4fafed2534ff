// The signed-in shell's own texts (header, menus, theme drawer, breadcrumb, footer, error pages);
// the labels the server may override (shell.menu.*, shell.header.account...) live in src/i18n.
export const en = {
  shell: {
    header: {
      brand: 'Platform Console',
      home: 'My accounts',
      openMenu: 'Open the menu',
      themeSettings: 'Theme settings',
      profileMenu: 'Profile menu',
    },
    menu: { label: 'Main navigation', openSubmenu: 'Show the items of %{label}' },
    result: { success: 'Success', info: 'Information', error: 'Error', close: 'Close' },
    signOut: {
      title: 'Sign out',
      question: 'Do you want to sign out?',
      yes: 'Yes',
      no: 'No',
      allApps: 'Logout of all Apps',
      allAppsTitle: 'Logout of all Apps',
      allAppsQuestion: 'This signs you out of every app on every device. Do you want to continue?',
      allAppsConfirm: 'Yes, sign out everywhere',
      cancel: 'Cancel',
    },
    theme: {
      title: 'Theme settings',
      close: 'Close',
      navType: 'Navigation type',
      side: 'Side',
      top: 'Top',
      sideNavColor: 'Side navigation colour',
      light: 'Light',
      dark: 'Dark',
      collapse: 'Collapse the side navigation',
      darkTheme: 'Dark theme',
      direction: 'Direction',
      ltr: 'LTR',
      rtl: 'RTL',
      topNavColor: 'Top navigation colour',
      headerColor: 'Header colour',
      preset: 'Colour %{color}',
      customColor: 'Custom colour',
      defaultColor: 'Default',
      copy: 'Copy settings',
      copied: 'The settings were copied to the clipboard.',
      copyFailed: 'The settings could not be copied to the clipboard.',
    },
    breadcrumb: { label: 'Breadcrumb', home: 'Home' },
    footer: {
      uiVersion: 'UI version %{version}',
      apiVersion: 'API version %{version}',
      copyright: '© %{year} Platform Console. All rights reserved.',
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
    },
    notFound: {
      title: 'Page not found',
      message: 'The page you are looking for does not exist or has moved.',
      back: 'Back to my accounts',
    },
    unauthorized: {
      title: 'Access denied',
      message: 'You do not have permission to view this page.',
      back: 'Back to my accounts',
    },
  },
};

export type LayoutMessages = typeof en;
