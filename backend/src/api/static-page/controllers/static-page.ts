import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::static-page.static-page');
