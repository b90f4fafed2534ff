import type { ParametersMessages } from './en';

export const sp: ParametersMessages = {
  parameters: {
    title: { page: 'Parámetros de la aplicación', add: 'Añadir parámetro', edit: 'Editar el parámetro %{name}', delete: 'Eliminar parámetro' },
    fields: { parameterName: 'Nombre del parámetro', parameterValue: 'Valor del parámetro', description: 'Descripción', source: 'Definido por' },
    source: { account: 'Esta cuenta', platform: 'Valor predeterminado de la plataforma' },
    action: { add: 'Añadir parámetro', override: 'Definir para esta cuenta', save: 'Guardar', cancel: 'Cancelar', confirm: 'Sí' },
    question: { delete: '¿Eliminar el parámetro %{name}? Si la plataforma tiene un valor predeterminado con ese nombre, vuelve a aplicarse.' },
    overrideNote: 'Este es el valor predeterminado de la plataforma. Al guardar se define el valor propio de esta cuenta, que usarán sus miembros.',
    empty: 'Aún no hay parámetros. Añada uno ahora.',
    rules: {
      nameRequired: 'El nombre del parámetro es obligatorio',
      nameFormat: 'Empiece con una letra; use solo letras, números, punto, guion y guion bajo',
      nameTooLong: 'El nombre del parámetro puede tener como máximo 100 caracteres',
      valueRequired: 'El valor del parámetro es obligatorio',
      valueTooLong: 'El valor del parámetro puede tener como máximo 2000 caracteres',
      idleTime: 'idleTime es un número entero de segundos entre 60 y 86400',
    },
  },
  // The success texts of the parameters' resource (src/resources/parameters/parametersResources.ts).
  resources: {
    appParameters: {
      notifications: {
        created: 'Parámetro de la aplicación creado correctamente', updated: 'Parámetro de la aplicación actualizado correctamente', deleted: 'Parámetro de la aplicación eliminado correctamente',
      },
    },
  },
};
