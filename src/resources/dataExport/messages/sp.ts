// Spanish texts of Data Export.
import type { DataExportMessages } from './en';

export const sp: DataExportMessages = {
  dataExport: {
    title: {
      page: 'Exportación de datos', list: 'Tablas de exportación', add: 'Añadir tabla de exportación', edit: 'Editar la tabla de exportación %{name}',
      delete: 'Eliminar tabla de exportación', view: 'Datos de %{name}', progress: 'Exportación de %{name}',
    },
    tableRows: { estimate: 'Filas: ~%{count}', counted: 'Filas: %{count}', atLeast: 'Filas: más de %{count}', unknown: 'Filas: desconocido' },
    fields: {
      instance: 'Instancia de aplicación', source: 'Origen de datos', noSource: 'Ninguno', tableName: 'Tabla', schemaName: 'Esquema',
      updatedAt: 'Actualizada', sheet: 'Hoja', rows: 'Filas',
    },
    action: {
      add: 'Añadir tabla de exportación', view: 'Ver datos', export: 'Exportar', download: 'Descargar example.xlsx', save: 'Guardar',
      cancel: 'Cancelar', confirm: 'Sí', close: 'Cerrar',
    },
    question: { delete: '¿Quitar %{name} de las exportaciones? La tabla en sí no se toca.' },
    empty: 'Aún no hay tablas de exportación. Añada una ahora.',
    noInstances: 'Esta cuenta no tiene instancias de aplicación que exportar: suscríbase primero a una aplicación.',
    chooseSource: 'Elija el origen de datos de esta instancia, una de las conexiones de la cuenta, para elegir sus tablas.',
    noConnections: 'La cuenta aún no tiene conexiones a bases de datos: se añaden en Migración de datos.',
    noRows: 'Esta tabla no tiene filas.',
    null: 'vacío',
    progress: {
      queued: 'Esperando para empezar…',
      running: '%{done} de %{total} filas escritas',
      runningUncounted: '%{done} filas escritas',
      done: 'Hecho: %{message}',
      failed: 'Error: %{message}',
      leave: 'Puede salir de esta página: la campana avisa cuando el archivo esté listo, con un botón Descargar.',
      sheets: 'Filas por hoja',
      total: 'Total',
    },
    messages: { sourceSaved: 'Origen de datos guardado correctamente' },
  },
  resources: {
    exportTables: { notifications: { created: 'Exportación de datos añadida correctamente', updated: 'Exportación de datos actualizada correctamente', deleted: 'Exportación de %{table} eliminada correctamente' } },
  },
};
