export const account = {
  page: {
    title: 'Profile',
    description: 'Your own name, sign-in name, email and password.',
  },
  profile: {
    title: 'Edit profile',
    fixed: 'Your business does not let users change this.',
    fields: {
      surname: 'Surname',
      name: 'Name',
      userName: 'User name',
      email: 'Email',
      phoneNumber: 'Phone number',
    },
  },
  password: {
    title: 'Change password',
    fields: {
      currentPassword: 'Current password',
      newPassword: 'New password',
      pwdConfirm: 'Confirm new password',
    },
  },
};
