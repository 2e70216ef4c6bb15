import type PageCacheHandler from './page-cache-handler.mjs';

export class RedisPageCache extends PageCacheHandler {}
