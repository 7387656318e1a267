export declare function describeWithService(envVar: string, title: string, body: (url: string) => void): void;
