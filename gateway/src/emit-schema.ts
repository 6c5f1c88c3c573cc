import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, buildGatewaySchema, printGatewaySchema } from './graphql/schema';

writeFileSync(SCHEMA_FILE, printGatewaySchema(buildGatewaySchema()));
console.log(`Wrote ${SCHEMA_FILE}`);
