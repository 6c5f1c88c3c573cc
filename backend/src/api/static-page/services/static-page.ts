import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::static-page.static-page');
