// The types of importBoundaries.js, for the tests that read its tables.
export const mayImport: Record<string, string[]>;
export const coreFloors: string[][];
export const coreFloorDebts: [string, string][];
export const importBoundaries: { rules: Record<string, unknown> };
