export interface LoadBalancer {
  /** http://127.0.0.1:port */
  url: string;
  close(): Promise<void>;
}

export declare function startLoadBalancer(upstreams: string[]): Promise<LoadBalancer>;
