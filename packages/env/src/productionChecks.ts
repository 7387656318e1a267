import { type EnvReading } from './readEnv';

type ProductionEnv = { NODE_ENV: string; SMTP_URL?: string; JWT_SECRET?: string };

/** Both processes send email: production must not fall back to the local mailbox. */
export function productionNeedsSmtp({ valid, isSet }: EnvReading<ProductionEnv>): string | undefined {
  if (valid.NODE_ENV !== 'production' || isSet('SMTP_URL')) return undefined;
  return (
    'SMTP_URL: must be set when NODE_ENV=production (the local mailbox is for development only), ' +
    'e.g. smtp://user:password@smtp.example.com:587'
  );
}

/** A generated secret is kept on one machine's disk: production needs one every instance shares. */
export function productionNeedsJwtSecret({ valid, isSet }: EnvReading<ProductionEnv>): string | undefined {
  if (valid.NODE_ENV !== 'production' || isSet('JWT_SECRET')) return undefined;
  return (
    'JWT_SECRET: must be set when NODE_ENV=production, at least 32 random characters ' +
    '(generate one with `openssl rand -base64 48`)'
  );
}
