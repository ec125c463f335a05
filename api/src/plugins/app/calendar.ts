import fp from 'fastify-plugin';
import { createCalendarService, type CalendarService } from '../../services/calendar/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each user's private iCalendar feed (docs/integrations.md, "Calendar feed"). */
    calendar: CalendarService;
  }
}

export default fp(
  async (fastify) => {
    const { config, database } = fastify;
    fastify.decorate(
      'calendar',
      createCalendarService({
        db: database.db,
        secret: config.sessionSecret,
        appUrl: config.appUrl,
        country: config.phoneDefaultCountry,
      }),
    );
  },
  { name: 'calendar', dependencies: ['db'] },
);
