import type { Core } from '@strapi/strapi';
import { APPLICATION_EVENT_UID, APPLICATION_UID } from '../admissions/application-labels';
import { CRM_EVENT_UID } from '../admissions/crm-event';
import { LEAD_UID } from '../admissions/lead-labels';
import { PRIVACY_LOG_UID } from '../admissions/privacy-labels';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../admissions/prospect-labels';
import { OFFICER_SCHOOL_UID, OFFICER_SCHOOLS_CONDITION } from '../features/officers-by-school/officer-schools';

// Who does what in the admin, set at every start like the API permissions (access.ts):
// - editors (Strapi's Editor role) manage and publish all site content, never leads or prospects;
// - authors (Strapi's Author role) the same on their own entries, never leads or prospects;
// - admissions officers read leads and export them (the list's CSV button reads what the list
//   reads), read prospects and their history, change a prospect's follow-up stage (and its note),
//   move an online application along (its stage, the documents asked for, the conditions, a note),
//   and may open the courses, schools and intakes a lead names; nothing else. Online applications
//   and their history, only those of their own schools (officers-by-school/officer-schools.ts);
// - the network's admissions lead, the same on the applications of every school;
// - which schools are an officer's, only the super admin.
// Nobody types a lead by hand: lead-origin.ts refuses admin writes, even a super admin's; and
// prospect-writes.ts keeps a prospect's fields other than its follow-up as the leads set them.

export const ADMISSIONS_ROLE = {
  code: 'admissions-officer',
  name: 'Chargé·e des admissions',
  description: 'Lit et exporte les demandes (leads) du site, suit les prospects ; ne modifie pas le contenu.',
} as const;

export const ADMISSIONS_LEAD_ROLE = {
  code: 'admissions-lead',
  name: 'Responsable des admissions du réseau',
  description:
    'Comme les chargé·es des admissions, pour les candidatures de toutes les écoles ; ne modifie pas le contenu.',
} as const;

/** What a lead names, readable by admissions officers so that the list shows it by name. */
const LEAD_RELATED = ['api::course.course', 'api::school.school', 'api::entry-year.entry-year'] as const;

const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';

/** What admissions officers may change: a prospect's follow-up, an application's progress; nothing the leads or the applicant set. */
const OFFICER_FIELDS: Record<string, string[]> = {
  [PROSPECT_UID]: ['stage', 'stageNote'],
  [APPLICATION_UID]: [
    'stage',
    'requestedDocuments',
    'documentsDueOn',
    'interviewAt',
    'interviewDetails',
    'conditions',
    'officerNote',
  ],
};

/** What an officer reads and changes of their own schools alone (the condition's subjects). */
const BY_SCHOOL = new Set<string>([APPLICATION_UID, APPLICATION_EVENT_UID]);

/** People's data, which only admissions officers (and the super admin) see. */
const ADMISSIONS_DATA = [
  LEAD_UID,
  PROSPECT_UID,
  STAGE_CHANGE_UID,
  CRM_EVENT_UID,
  PRIVACY_LOG_UID,
  'api::admissions-setting.admissions-setting',
  APPLICATION_UID,
  APPLICATION_EVENT_UID,
] as const;

type Permission = {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
};
type Action = { actionId: string; section: string; subjects: string[] };

interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}
interface ContentTypeService {
  getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects?: string[] }): Permission[];
}
interface PermissionService {
  actionProvider: { values(): Action[] };
}

// Strapi's own defaults for the media library (admin role service, createRolesIfNoneExist).
const mediaLibrary = (conditions: string[]): Permission[] => [
  { action: 'plugin::upload.read', conditions },
  { action: 'plugin::upload.configure-view' },
  { action: 'plugin::upload.assets.create' },
  { action: 'plugin::upload.assets.update', conditions },
  { action: 'plugin::upload.assets.download' },
  { action: 'plugin::upload.assets.copy-link' },
];

interface I18nServices {
  locales: { find(): Promise<Array<{ code: string }>> };
  contentTypes: { isLocalizedContentType(model: unknown): boolean };
}

/**
 * The same permissions, each on every language of a localized content type: without a `locales`
 * property, i18n lets the role see no entry at all (its lists come back empty).
 */
async function inEveryLocale(strapi: Core.Strapi, permissions: Permission[]): Promise<Permission[]> {
  const i18n: I18nServices = {
    locales: strapi.plugin('i18n').service('locales') as I18nServices['locales'],
    contentTypes: strapi.plugin('i18n').service('content-types') as I18nServices['contentTypes'],
  };
  const locales = (await i18n.locales.find()).map((locale) => locale.code);
  return permissions.map((permission) => {
    const model = permission.subject ? strapi.getModel(permission.subject as never) : undefined;
    return model && i18n.contentTypes.isLocalizedContentType(model)
      ? { ...permission, properties: { ...permission.properties, locales } }
      : permission;
  });
}

export async function syncAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const contentTypes = strapi.service('admin::content-type') as unknown as ContentTypeService;
  const { actionProvider } = strapi.service('admin::permission') as unknown as PermissionService;
  const contentActions = actionProvider.values().filter((action) => action.section === 'contentTypes');

  const hidden = Object.values(strapi.contentTypes)
    .filter(
      (ct) =>
        (ct.pluginOptions as Record<string, { visible?: boolean }> | undefined)?.['content-manager']?.visible === false,
    )
    .map((ct) => ct.uid as string);
  const siteContent = await inEveryLocale(
    strapi,
    contentTypes.getPermissionsWithNestedFields(contentActions, {
      restrictedSubjects: ['plugin::users-permissions.user', ...ADMISSIONS_DATA, OFFICER_SCHOOL_UID, ...hidden],
    }),
  );

  const editor = await roles.findOne({ code: 'strapi-editor' });
  if (editor) await roles.assignPermissions(editor.id, [...siteContent, ...mediaLibrary([])]);

  const author = await roles.findOne({ code: 'strapi-author' });
  if (author) {
    const own = siteContent
      .filter(({ action }) => action !== 'plugin::content-manager.explorer.publish')
      .map((permission) => ({ ...permission, conditions: ['admin::is-creator'] }));
    await roles.assignPermissions(author.id, [...own, ...mediaLibrary(['admin::is-creator'])]);
  }

  const admissions =
    (await roles.findOne({ code: ADMISSIONS_ROLE.code })) ?? (await roles.create({ ...ADMISSIONS_ROLE }));
  const readable = new Set<string>([...ADMISSIONS_DATA, ...LEAD_RELATED]);
  const granted = contentTypes
    .getPermissionsWithNestedFields(
      contentActions.filter((action) => action.actionId === READ || action.actionId === UPDATE),
      {},
    )
    .filter((permission) => permission.subject && readable.has(permission.subject))
    .filter((permission) => permission.action === READ || Boolean(OFFICER_FIELDS[permission.subject ?? '']))
    .map((permission) =>
      permission.action === UPDATE
        ? { ...permission, properties: { ...permission.properties, fields: OFFICER_FIELDS[permission.subject ?? ''] } }
        : permission,
    );
  const ofTheirSchools = granted.map((permission) =>
    permission.subject && BY_SCHOOL.has(permission.subject)
      ? { ...permission, conditions: [OFFICER_SCHOOLS_CONDITION] }
      : permission,
  );
  await roles.assignPermissions(admissions.id, await inEveryLocale(strapi, ofTheirSchools));
  const lead =
    (await roles.findOne({ code: ADMISSIONS_LEAD_ROLE.code })) ?? (await roles.create({ ...ADMISSIONS_LEAD_ROLE }));
  await roles.assignPermissions(lead.id, await inEveryLocale(strapi, granted));
}
