const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's id can be a row's: anything else is not found, never a database error. */
export const isUuid = (value: string) => UUID.test(value);
