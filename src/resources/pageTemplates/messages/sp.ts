import type { PageTemplatesMessages } from './en';

// TODO: translate the domain's name (resources.pageTemplates.name, pageTemplates.menu) and the texts that name it.
export const sp: PageTemplatesMessages = {
  resources: {
    pageTemplates: {
      name: 'Page template |||| Page templates',
      fields: { name: 'Nombre', description: 'Descripción', updatedAt: 'Actualizado' },
      notifications: { created: 'Elemento creado', updated: 'Elemento actualizado', deleted: 'Elemento eliminado' },
    },
  },
  pageTemplates: {
    menu: 'Page Templates',
    empty: 'Aún no hay elementos.',
    validation: { nameRequired: 'El nombre es obligatorio' },
  },
};
