import type { PageHistoryMessages } from './en';

export const sp: PageHistoryMessages = {
  pageTemplates: {
    revisions: {
      list: 'Revisiones',
      loading: 'Cargando el historial…',
      unavailable: 'No hay historial que mostrar.',
      compare: 'Comparar',
      ticked: '%{count} de 2 seleccionadas',
      limit: 'Solo puede seleccionar hasta 2 elementos.',
      tick: 'Seleccionar la revisión %{revision} del %{time}',
      revision: 'Revisión %{revision}',
      by: 'por %{name}',
      someone: 'alguien',
      actions: { created: 'Creada', updated: 'Guardada', published: 'Publicada', status: 'Estado cambiado', previewImage: 'Imagen de vista previa creada' },
      restore: 'Restaurar',
      restoreLabel: 'Restaurar la revisión %{revision} en el editor',
      restoredComment: 'Restaurada desde %{time}',
      restored: 'La revisión %{revision} está en el editor como cambios sin guardar. Guárdela para conservarla como una nueva revisión.',
      compareTitle: 'Revisión %{older} y revisión %{newer} lado a lado',
      field: 'Campo',
      changed: 'Cambiado',
      unchanged: 'Sin cambios',
      same: 'Las dos revisiones son iguales.',
      diffSides: '%{field}: revisión %{older} a la izquierda, revisión %{newer} a la derecha',
      loadingDiff: 'Cargando la comparación…',
      imageOf: 'Imagen de vista previa de la revisión %{revision}',
      noImage: 'Ninguna',
      yes: 'Sí',
      no: 'No',
      close: 'Cerrar',
      fields: {
        pageName: 'Nombre de la página', description: 'Descripción', category: 'Categoría', comments: 'Comentarios', status: 'Estado',
        stable: 'Estable', previewImage: 'Imagen de vista previa', dataForPreview: 'Datos de vista previa', content: 'Contenido',
      },
    },
  },
};
