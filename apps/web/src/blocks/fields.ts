export { listOf, optionalText } from '@/lib/cms/schemas/fields';
export { textItems } from '@/lib/cms/schemas/course-facts';
