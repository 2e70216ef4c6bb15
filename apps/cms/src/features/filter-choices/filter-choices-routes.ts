import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { codeLabelOf } from '../../admissions/coded-fields';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { filterChoices } from './filter-choices';

/** What the content manager's permission checker answers here (its service, `permission-checker`). */
interface PermissionChecker {
  can: { read(entity: null, field: string): boolean };
  requiresEntity: { read(): boolean };
}

const text = (value: unknown, name: string, max: number): string => {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > max)
    throw new errors.ValidationError(`${name} is text of ${max} characters at most`);
  return value;
};

/**
 * `GET /admissions/filter-choices?model&field&search&language`, with the admin's own sign-in: the
 * codes a list may be filtered on (admin/coded-value-filter.tsx beside this file). Whoever may read
 * that field in the content manager gets its values; a permission that depends on the entry (its
 * author, say) would need each entry read, and gets none.
 */
export function registerFilterChoices(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/filter-choices', async (ctx) => {
      const query = ctx.query as Record<string, unknown>;
      const model = text(query.model, 'model', 100);
      const field = text(query.field, 'field', 100);
      const label = codeLabelOf(model, field);
      if (!label) throw new errors.ValidationError('model and field name a field that holds a code');
      const checker = (
        strapi.plugin('content-manager').service('permission-checker') as {
          create(options: { userAbility: unknown; model: string }): PermissionChecker;
        }
      ).create({ userAbility: ctx.state.userAbility, model });
      if (checker.requiresEntity.read() || !checker.can.read(null, field))
        throw new errors.ForbiddenError('Reading this field is not allowed for this role');
      const language = query.language === 'en' ? 'en' : 'fr';
      ctx.body = {
        data: await filterChoices(strapi, model, field, label, text(query.search, 'search', 200), language),
      };
    }),
  ]);
}
