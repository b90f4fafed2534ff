import { accountSp } from './account/sp';
import type { PublicMessages } from './en';

export const sp: PublicMessages = {
  pages: {
    ...accountSp,
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
    sso: {
      title: 'Inicio de sesión único',
      continueWith: 'Continuar con %{provider}',
      or: 'o',
      signingIn: 'Iniciando sesión…',
      signingInAs: 'Iniciando sesión como %{username}…',
      failed: 'El inicio de sesión único no se completó.',
      providerRefused: 'El proveedor no inició su sesión (%{reason}).',
      noSignInStarted: 'Este inicio de sesión ha caducado o se inició en otra pestaña. Vuelva a empezar.',
      backToLogin: 'Volver a iniciar sesión',
    },
    acceptInvite: {
      title: 'Invitación',
      working: 'Aceptando la invitación…',
      expired: 'Esta invitación ha caducado. ¿Desea solicitar una nueva?',
      requested: 'Se ha solicitado una nueva invitación. Le llegará por correo electrónico.',
      failed: 'No se pudo activar la invitación.',
    },
    resendInvite: {
      title: 'Reenviar invitación',
      working: 'Reenviando la invitación…',
      failed: 'No se pudo reenviar la invitación.',
    },
    invitation: {
      yes: 'Sí',
      no: 'No',
      toAccounts: 'Ir a mis cuentas',
      noKey: 'El enlace no contiene la clave de la invitación.',
    },
    notFound: {
      title: 'Página no encontrada',
      text: 'La página que busca no existe.',
      home: 'Ir a iniciar sesión',
    },
  },
};
