import type { PublicMessages } from './en';

export const sp: PublicMessages = {
  pages: {
    language: 'Idioma',
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Inicie sesión para gestionar sus cuentas y aplicaciones',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      usernameRequired: 'El nombre de usuario es obligatorio',
      passwordRequired: 'La contraseña es obligatoria',
    },
    twoFactor: {
      title: 'Autenticación en dos pasos',
      subtitle: 'Introduzca el código de 6 dígitos de su aplicación de autenticación para %{username}',
      code: 'Código de autenticación',
      submit: 'Verificar',
      codeRequired: 'El código de autenticación es obligatorio',
      codeFormat: 'El código de autenticación tiene 6 dígitos',
      backToLogin: 'Volver a iniciar sesión',
    },
    accessDecline: {
      title: 'Denegar solicitud de acceso',
      question: '¿Desea denegar esta solicitud de acceso? Se informará al solicitante.',
      decline: 'Denegar',
      declined: 'La solicitud de acceso fue denegada.',
      invalidLink: 'Este enlace no es válido.',
      signIn: 'Inicie sesión para responder a esta solicitud de acceso.',
      toLogin: 'Ir a iniciar sesión',
      toAccountList: 'Ir a la lista de cuentas',
    },
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que busca no existe.',
      home: 'Ir a iniciar sesión',
    },
  },
};
