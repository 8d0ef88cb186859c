const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids in the database; anything else cannot name a row, so it is a 404 up front. */
export const isUuid = (id: string) => uuid.test(id);
