/** Texts of this area (owned by its screen; zh-Hans mirrors every key). */
export const category = {};
