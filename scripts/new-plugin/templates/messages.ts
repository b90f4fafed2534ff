// The new plugin's texts in every console language (en, fr, sp, jp, zh): English is the type the
// others follow, so a missing key fails the typecheck. The words around the domain's name are
// translated; the name itself (menu, resource) stays as given until the author translates it.
import type { FileRefs } from '../layout';
import type { DomainNames } from '../names';

interface Texts {
  fields: { name: string; description: string; updatedAt: string };
  created: string;
  updated: string;
  deleted: string;
  empty: string;
  noMatch: string;
  nameRequired: string;
}

const generic: Record<'fr' | 'sp' | 'jp' | 'zh', Texts> = {
  fr: {
    fields: { name: 'Nom', description: 'Description', updatedAt: 'Mis à jour' },
    created: 'Élément créé', updated: 'Élément mis à jour', deleted: 'Élément supprimé',
    empty: 'Aucun élément pour l’instant.', noMatch: 'Aucun élément ne correspond à la recherche.', nameRequired: 'Le nom est obligatoire',
  },
  sp: {
    fields: { name: 'Nombre', description: 'Descripción', updatedAt: 'Actualizado' },
    created: 'Elemento creado', updated: 'Elemento actualizado', deleted: 'Elemento eliminado',
    empty: 'Aún no hay elementos.', noMatch: 'Ningún elemento coincide con la búsqueda.', nameRequired: 'El nombre es obligatorio',
  },
  jp: {
    fields: { name: '名前', description: '説明', updatedAt: '更新日時' },
    created: '作成しました', updated: '更新しました', deleted: '削除しました',
    empty: 'まだありません。', noMatch: '検索に一致するものはありません。', nameRequired: '名前は必須です',
  },
  zh: {
    fields: { name: '名称', description: '描述', updatedAt: '更新时间' },
    created: '已创建', updated: '已更新', deleted: '已删除',
    empty: '暂无记录。', noMatch: '没有与搜索匹配的记录。', nameRequired: '名称为必填项',
  },
};

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function body(n: DomainNames, t: Texts): string {
  return `  resources: {
    ${n.name}: {
      name: ${quoted(`${n.singularLabel} |||| ${n.pluralLabel.charAt(0).toUpperCase()}${n.pluralLabel.slice(1)}`)},
      fields: { name: ${quoted(t.fields.name)}, description: ${quoted(t.fields.description)}, updatedAt: ${quoted(t.fields.updatedAt)} },
      notifications: { created: ${quoted(t.created)}, updated: ${quoted(t.updated)}, deleted: ${quoted(t.deleted)} },
    },
  },
  ${n.name}: {
    menu: ${quoted(n.title)},
    empty: ${quoted(t.empty)},
    noMatch: ${quoted(t.noMatch)},
    validation: { nameRequired: ${quoted(t.nameRequired)} },
  },`;
}

export const englishFile = (n: DomainNames) => `// react-admin's conventions where they exist (resources.${n.name}.*), the plugin's own keys under ${n.name}.*.
export const en = {
${body(n, {
  fields: { name: 'Name', description: 'Description', updatedAt: 'Updated' },
  created: `${n.singularLabel} created`, updated: `${n.singularLabel} updated`, deleted: `${n.singularLabel} deleted`,
  empty: `No ${n.pluralLabel} yet.`, noMatch: `No ${n.pluralLabel} match the search.`, nameRequired: 'Name is required',
})}
};

export type ${n.Plural}Messages = typeof en;
`;

export const localeFile = (n: DomainNames, locale: keyof typeof generic) => `import type { ${n.Plural}Messages } from './en';

// TODO: translate the domain's name (resources.${n.name}.name, ${n.name}.menu) and the texts that name it.
export const ${locale}: ${n.Plural}Messages = {
${body(n, generic[locale])}
};
`;

export const messagesIndexFile = (n: DomainNames, r: FileRefs) => `import { localeMessages } from '${r.host('src/plugins/localeMessages')}';
import { en } from './en';

export const ${n.name}Messages = localeMessages(en, {
  fr: () => import('./fr'),
  sp: () => import('./sp'),
  jp: () => import('./jp'),
  zh: () => import('./zh'),
});
`;

export const LOCALES = Object.keys(generic) as (keyof typeof generic)[];
