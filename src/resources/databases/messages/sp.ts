// Spanish texts of Data Migration's connections.
import type { DatabasesMessages } from './en';

export const sp: DatabasesMessages = {
  databases: {
    title: {
      page: "Migración de datos",
      list: "Conexiones a bases de datos",
      add: "Añadir base de datos",
      edit: "Editar la base de datos %{name}",
      delete: "Eliminar base de datos",
      browse: "Tablas de %{name}",
    },
    fields: {
      databaseName: "Nombre",
      engine: "Motor",
      host: "Host",
      port: "Puerto",
      database: "Base de datos",
      username: "Usuario",
      password: "Contraseña",
      passwordKept: "Contraseña (guardada; déjela vacía para conservarla)",
      updatedAt: "Actualizada",
      table: "Tabla",
      schema: "Esquema",
      rowEstimate: "Filas (estimación)",
      column: "Columna",
      type: "Tipo",
      nullable: "Puede estar vacía",
    },
    engines: {
      postgresql: "PostgreSQL",
      mariadb: "MariaDB / MySQL",
      embedded: "Integrada (en este servidor)",
    },
    help: {
      embedded: "Una base integrada vive en este servidor: basta un nombre de letras, dígitos, _ o -.",
    },
    action: {
      add: "Añadir base de datos",
      test: "Probar la conexión",
      browse: "Tablas",
      save: "Guardar",
      cancel: "Cancelar",
      confirm: "Sí",
      close: "Cerrar",
    },
    test: {
      ok: "Conectado a %{version} en %{ms} ms",
      failed: "No se pudo conectar: %{reason}",
    },
    question: {
      delete: "¿Eliminar la conexión %{name}? La base de datos en sí no se toca.",
    },
    empty: "Aún no hay conexiones. Añada una ahora.",
    noTables: "Esta base de datos no tiene tablas.",
    yes: "Sí",
    no: "No",
    messages: {
      saved: "Base de datos guardada correctamente",
      updated: "Base de datos actualizada correctamente",
      deleted: "Base de datos eliminada correctamente",
    },
  },
};
