import { readFileSync } from 'node:fs';
import { SCHEMA_FILE, buildGatewaySchema, printGatewaySchema } from './schema';

describe('committed schema/schema.graphql', () => {
  it('matches the schema the gateway serves', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    const served = printGatewaySchema(buildGatewaySchema());
    if (served !== committed) {
      throw new Error(`schema/schema.graphql is out of date: run \`npm run schema -w gateway\` and commit the result.`);
    }
  });
});
