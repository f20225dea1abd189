#pragma once

#include <QString>
#include <QStringList>

#include "models/common/InputError.h"

#include <optional>

namespace rp {

// A PostgreSQL team ledger (docs/team-ledger.md, "Connecting"): where the server is and how to talk to
// it. The password lives in memory only: uri() and every saved form leave it
// out, so libpq's own mechanisms (~/.pgpass, PGPASSWORD, peer or certificate
// authentication), the desktop keyring or a prompt supply it.
struct PgConnection {
    QString host; // "" = libpq's default (the local Unix socket); a path starting with '/' is a socket folder
    int port = 5432;
    QString database;
    QString user; // "" = libpq's default (the operating-system user)
    QString sslMode; // "" = libpq's default (prefer); disable, allow, prefer, require, verify-ca, verify-full
    int connectTimeoutSeconds = 10; // nothing hangs: libpq gives up after this
    QString password; // never saved

    // postgresql://user@host:port/database?sslmode=...&connect_timeout=... (never with the password)
    QString uri() const;
    // "rentplan on db.example.com:5432", for messages that name the server.
    QString displayName() const;
    // "host:port" or "the local socket", for "cannot reach …".
    QString serverName() const;
    // localhost, a loopback address or a Unix socket.
    bool isLocal() const;
    // The TLS mode lets libpq talk in plain text (disable, allow, prefer or unset).
    bool mayBePlainText() const;
    // A non-local server without required TLS: the form and the CLI warn.
    bool needsTlsWarning() const { return !isLocal() && mayBePlainText(); }

    bool operator==(const PgConnection&) const = default;
};

// Where a ledger lives: a SQLite file (the personal default) or a PostgreSQL
// team ledger, written as a libpq URI or as "profile:NAME" for a connection
// profile saved in settings.
struct LedgerLocation {
    QString path; // SQLite file; empty for PostgreSQL
    std::optional<PgConnection> pg;
    QString profile; // the profile's name when the location came from one

    // What --db takes back and what settings remember: the path, "profile:NAME" or the URI without password.
    QString text() const;
    // The file path or the server's display name, for messages.
    QString displayName() const;

    // Reads a --db value. Throws InputException naming the value when a URI or
    // profile is malformed or unknown. Anything that is not a URI or profile is a path.
    static LedgerLocation parse(const QString& text);
    // "postgresql:", "postgres:" (any case, with or without "//") or "profile:": a text
    // that starts like a URI is read as one, so a mistyped URI is refused as a URI
    // (its password hidden) instead of becoming the name of a ledger file.
    static bool looksLikePostgres(const QString& text);
};

// libpq URIs (postgresql.org/docs/15/libpq-connect.html §34.1.1.2).
namespace pg_uri {
// Throws InputException naming the URI (its password hidden) on a malformed one or an unknown TLS mode.
PgConnection parse(const QString& uri);
// The one place passwords are taken out of what RentPlan says: `text` with every
// password that `uri` carries (after "user:" and in "?password=", as typed and
// percent-decoded) replaced by "***". Works on a malformed URI too, where QUrl finds
// no password. redact(uri, uri) is the URI fit to print.
QString redact(QString text, const QString& uri);
inline const QStringList& sslModes()
{
    static const QStringList modes { QStringLiteral("disable"), QStringLiteral("allow"), QStringLiteral("prefer"),
        QStringLiteral("require"), QStringLiteral("verify-ca"), QStringLiteral("verify-full") };
    return modes;
}
} // namespace pg_uri

// Named connection profiles in the application's QSettings (group "ledgerProfiles"),
// saved without passwords.
namespace ledger_profiles {
QStringList names();
std::optional<PgConnection> load(const QString& name);
void save(const QString& name, const PgConnection& connection); // the password is dropped
void remove(const QString& name);
} // namespace ledger_profiles

} // namespace rp
