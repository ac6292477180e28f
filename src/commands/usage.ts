/**
 * The CLI's usage text, in a module of its own so `dossier --help` (and every usage error) loads nothing else.
 */
export const USERS_USAGE = `  users create --account ID --email EMAIL --name NAME --role admin|officer|viewer
                                      create a console user; prints a one-time set-password link (24 h)
                                      alone on the last line
  users list --account ID             list an account's users
  users deactivate USER_ID            deactivate a user; its sessions end at once
  users reset-password USER_ID        print a new set-password link (earlier ones stop working)`;
export const WEBHOOKS_USAGE = `  webhooks create --account ID --url URL [--events a,b] [--description TEXT] [--disabled]
                                      register a webhook endpoint (event types: state_change,
                                      application_received, data_changed, process_completed,
                                      verification_erased; default all);
                                      prints its signing secret (once) on the last line
  webhooks list --account ID          list an account's webhook endpoints (never the secrets)
  webhooks update ENDPOINT_ID --account ID [--url URL] [--events a,b] [--description TEXT] [--enable|--disable]
                                      change an endpoint; --enable re-enables one that was disabled
  webhooks delete ENDPOINT_ID --account ID
                                      delete an endpoint and cancel its deliveries not yet sent
  webhooks rotate ENDPOINT_ID --account ID
                                      new signing secret, printed on the last line; the old one stays valid 24 h`;
export const PROFILES_USAGE = `  profiles create --account ID --name NAME --requirements FILE.json [--description TEXT]
                                      create an onboarding profile; prints its id
  profiles list --account ID [--all]  list profiles (with --all, archived ones too)
  profiles show PROFILE_ID --account ID
                                      print a profile as JSON
  profiles archive PROFILE_ID --account ID
                                      archive a profile (cases that use it keep it)`;

export const REVIEWS_USAGE = `  reviews run [--as-of YYYY-MM-DD]   run the daily jobs for that day (default today, UTC): retention erases
                                      the cases whose retention ended before it; recurring reviews open and
                                      e-mail the customer; review_due, deadlines; customers waiting 7 and 14
                                      days are reminded, recurring reviews unanswered for 30 days escalated;
                                      idempotent (a job that ran for the day, here or in a worker, does not
                                      run again)`;

export const SCREENING_USAGE = `  screening import --source ofac-sdn|un|eu-fsf|opensanctions PATH
                                      import a list version (ofac-sdn: the folder of sdn.csv, add.csv, alt.csv,
                                      sdn_comments.csv); prints the version id on the last line; the same
                                      content again changes nothing
  screening lists                     each source: its current version, entry count and import time
  screening update                    fetch and import each list of DOSSIER_SCREENING_SOURCES
  screening retry                     screen again now the cases whose screening provider (yente) did not
                                      answer (the worker does it every quarter of an hour)`;

export const USAGE = `Usage: dossier <command>

  serve [--port N] [--no-worker]      run the HTTP API (migrates the database first)
  worker                              run a webhook delivery and mail worker alone, beside serve --no-worker
                                      (PostgreSQL only, any number of them; on SQLite serve runs the worker)
  migrate                             apply pending database migrations
  accounts create --name NAME         create a company account; prints its id
  accounts configure ID [--requires-qa yes|no] [--require-review-marks yes|no] [--require-mfa yes|no]
                        [--sso-enforced yes|no]
                                      require a second officer's QA before a case can be completed;
                                      require every section marked reviewed before QA or a decision;
                                      --sso-enforced no lets passwords work again when the account's
                                      identity provider is down (break-glass)
  tokens create --account ID --name NAME
                                      create an access token; prints it (once) on the last line
  tokens list --account ID            list an account's tokens (never the secrets)
  tokens revoke TOKEN_ID              revoke a token at once
${USERS_USAGE}
${WEBHOOKS_USAGE}
${PROFILES_USAGE}
${REVIEWS_USAGE}
${SCREENING_USAGE}
  demo                                create or refresh the demo account; prints a fresh token on the last line

Configuration comes from the environment; see README.md.`;
