export declare const APP_ENTRY_ATTRIBUTE: string;
export declare const startScript: string;
