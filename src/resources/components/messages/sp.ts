import type { ComponentsMessages } from './en';

export const sp: ComponentsMessages = {
  components: {
    title: "Componentes",
    intro: "Las piezas comunes con las que cada extensión construye sus pantallas: para qué sirve cada una, cómo importarla, sus propiedades y la pieza en funcionamiento. Vea docs/plugins.md.",
    props: "Propiedades", prop: "Propiedad", type: "Tipo", example: "En funcionamiento",
    pieces: {
      result: { name: "Diálogo de resultado", purpose: "Cierra cada acción: un mensaje de éxito, información o error con Cerrar. El diseño lo proporciona una vez." },
      resultOnSuccess: { name: "Resultado tras los guardados de react-admin", purpose: "Opciones de mutación para Create, Edit y los botones de borrar: el mensaje del recurso en el diálogo y luego volver o actualizar." },
      editDelete: { name: "Botones Editar y Borrar", purpose: "Los dos botones de icono de una fila, nombrados según la fila para que un lector de pantalla diga cuál." },
      logo: { name: "Logotipo de aplicación", purpose: "El logotipo de una aplicación desde una URL o una imagen subida, o un mosaico con letra si no hay o no carga." },
      table: { name: "Lista de sección", purpose: "Una lista de react-admin dentro de una sección de página: búsqueda, columnas ordenables, el paginador «Mostrando X-Y de Z elementos» y un estado vacío; se ajusta a 375 px." },
    },
    samples: {
      success: "Mostrar un éxito", error: "Mostrar un error", saved: "Ejemplo guardado correctamente", refused: "No se pudo guardar el ejemplo: es solo un ejemplo",
      resultOnSuccess: "Se usa así: <Create mutationOptions={useResultOnSuccess('created', to)}>; sin aviso, el diálogo en su lugar.",
      tableCaption: "Ejemplos", name: "Nombre", empty: "Ningún ejemplo coincide.",
    },
  },
};
