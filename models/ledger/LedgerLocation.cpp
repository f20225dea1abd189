#include "models/ledger/LedgerLocation.h"

#include "models/common/AppSettings.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Ledger)
};

const QString kProfilePrefix = QStringLiteral("profile:");

[[noreturn]] void refuse(const QString& what, const QString& message)
{
    throw InputException({ what, {}, message });
}

} // namespace

QString PgConnection::uri() const
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    if (!user.isEmpty())
        url.setUserName(user);
    QUrlQuery query;
    // A socket folder cannot be the URI's host part; libpq takes it as ?host= (libpq-connect §34.1.1.2).
    if (host.startsWith(u'/'))
        query.addQueryItem(QStringLiteral("host"), host);
    else if (!host.isEmpty())
        url.setHost(host);
    if (port != 5432 || (!host.isEmpty() && !host.startsWith(u'/')))
        url.setPort(port);
    url.setPath(u'/' + database);
    if (!sslMode.isEmpty())
        query.addQueryItem(QStringLiteral("sslmode"), sslMode);
    if (connectTimeoutSeconds != 10)
        query.addQueryItem(QStringLiteral("connect_timeout"), QString::number(connectTimeoutSeconds));
    url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    // QUrl writes "postgresql:/db" when there is no authority; libpq wants "postgresql:///db".
    if (!text.startsWith(QLatin1String("postgresql://")))
        text.replace(0, int(qstrlen("postgresql:")), QStringLiteral("postgresql://"));
    return text;
}

QString PgConnection::serverName() const
{
    if (host.isEmpty() || host.startsWith(u'/'))
        return Text::tr("the local server (socket %1, port %2)")
            .arg(host.isEmpty() ? Text::tr("default") : host)
            .arg(port);
    return (host.contains(u':') ? u'[' + host + u']' : host) + u':' + QString::number(port);
}

QString PgConnection::displayName() const
{
    //: %1 is a database name, %2 a server such as db.example.com:5432
    return Text::tr("%1 on %2").arg(database, serverName());
}

bool PgConnection::isLocal() const
{
    if (host.isEmpty() || host.startsWith(u'/') || host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    // Loopback addresses (RFC 1122 §3.2.1.3: all of 127/8; RFC 4291: ::1), written out
    // here because the engine does not link QtNetwork.
    return host.startsWith(QLatin1String("127.")) || host == u"::1" || host == u"0:0:0:0:0:0:0:1";
}

bool PgConnection::mayBePlainText() const
{
    return sslMode.isEmpty() || sslMode == u"disable" || sslMode == u"allow" || sslMode == u"prefer";
}

QString LedgerLocation::text() const
{
    if (!pg)
        return path;
    if (!profile.isEmpty())
        return kProfilePrefix + profile;
    return pg->uri();
}

QString LedgerLocation::displayName() const
{
    return pg ? pg->displayName() : path;
}

bool LedgerLocation::looksLikePostgres(const QString& text)
{
    return text.startsWith(QLatin1String("postgresql:"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("postgres:"), Qt::CaseInsensitive) || text.startsWith(kProfilePrefix);
}

LedgerLocation LedgerLocation::parse(const QString& text)
{
    LedgerLocation location;
    if (text.startsWith(kProfilePrefix)) {
        location.profile = text.mid(kProfilePrefix.size());
        location.pg = ledger_profiles::load(location.profile);
        if (!location.pg) {
            refuse(text,
                Text::tr("there is no saved team-ledger connection named \"%1\" (saved: %2)")
                    .arg(location.profile,
                        ledger_profiles::names().isEmpty() ? Text::tr("none")
                                                           : ledger_profiles::names().join(QStringLiteral(", "))));
        }
    } else if (looksLikePostgres(text)) {
        location.pg = pg_uri::parse(text);
    } else {
        location.path = text;
    }
    return location;
}

namespace pg_uri {

namespace {

// The passwords a URI carries, as typed and percent-decoded, found by position alone
// so that a URI QUrl refuses (a port "abc", an unclosed "[::1") gives them up too: the
// user information ends at the last '@' before the query, the password follows its
// first ':'; in the query, every value of "password".
QStringList secretsOf(const QString& uri)
{
    QStringList secrets;
    const auto add = [&secrets](const QString& secret) {
        if (secret.isEmpty())
            return;
        secrets.append(secret);
        const QString decoded = QUrl::fromPercentEncoding(secret.toUtf8());
        if (decoded != secret && !decoded.isEmpty())
            secrets.append(decoded);
    };
    const qsizetype colon = uri.indexOf(u':');
    if (colon < 0 || !(LedgerLocation::looksLikePostgres(uri) || uri.contains(QLatin1String("://"))))
        return secrets;
    const qsizetype fragment = uri.indexOf(u'#');
    const QString body = fragment < 0 ? uri : uri.left(fragment);
    const qsizetype question = body.indexOf(u'?');
    const QString beforeQuery = question < 0 ? body : body.left(question);
    qsizetype start = colon + 1;
    while (start < beforeQuery.size() && beforeQuery.at(start) == u'/')
        ++start;
    if (const qsizetype at = beforeQuery.lastIndexOf(u'@'); at > start) {
        const QString userInfo = beforeQuery.mid(start, at - start);
        if (const qsizetype split = userInfo.indexOf(u':'); split >= 0)
            add(userInfo.mid(split + 1));
    }
    if (question >= 0) {
        const QStringList items = body.mid(question + 1).split(u'&');
        for (const QString& item : items) {
            const qsizetype equals = item.indexOf(u'=');
            if (equals < 0)
                continue;
            const QString key = QUrl::fromPercentEncoding(item.left(equals).toUtf8()).trimmed();
            if (key.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0)
                add(item.mid(equals + 1));
        }
    }
    // Longest first, so a password that contains another is hidden whole.
    std::sort(secrets.begin(), secrets.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return secrets;
}

// What QUrl found wrong, without the rest of its report, which repeats the whole URI
// and its user information ("source was …; userinfo = …").
QString urlProblem(const QUrl& url)
{
    QString problem = url.errorString();
    const qsizetype cut = problem.indexOf(QLatin1String("; source was"));
    if (cut >= 0)
        problem.truncate(cut);
    return problem.trimmed();
}

} // namespace

QString redact(QString text, const QString& uri)
{
    for (const QString& secret : secretsOf(uri))
        text.replace(secret, QStringLiteral("***"));
    return text;
}

PgConnection parse(const QString& text)
{
    // What is named in messages is the URI without its password.
    const QString shown = redact(text, text);
    if (!text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        && !text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive)) {
        refuse(shown,
            Text::tr("a PostgreSQL URI starts with postgresql:// (for example "
                     "postgresql://alice@db.example.com:5432/rentplan)"));
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        refuse(shown, Text::tr("this is not a valid PostgreSQL URI (%1)").arg(redact(urlProblem(url), text)));
    PgConnection c;
    c.host = url.host(QUrl::FullyDecoded);
    c.port = url.port(5432);
    c.user = url.userName(QUrl::FullyDecoded);
    c.password = url.password(QUrl::FullyDecoded);
    c.database = url.path(QUrl::FullyDecoded).mid(1);
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        bool ok = true;
        if (key == u"sslmode") {
            if (!sslModes().contains(value))
                refuse(shown,
                    redact(Text::tr("unknown TLS mode \"%1\" (use one of %2)")
                               .arg(value, sslModes().join(QStringLiteral(", "))),
                        text));
            c.sslMode = value;
        } else if (key == u"connect_timeout") {
            c.connectTimeoutSeconds = value.toInt(&ok);
            ok = ok && c.connectTimeoutSeconds >= 0;
        } else if (key == u"host") {
            c.host = value;
        } else if (key == u"port") {
            c.port = value.toInt(&ok);
        } else if (key == u"user") {
            c.user = value;
        } else if (key == u"dbname") {
            c.database = value;
        } else if (key == u"password") {
            c.password = value;
        } else {
            refuse(shown,
                redact(Text::tr("the URI parameter \"%1\" is not supported here (supported: host, port, dbname, "
                                "user, password, sslmode, connect_timeout)")
                           .arg(key),
                    text));
        }
        if (!ok)
            refuse(shown,
                redact(Text::tr("the URI parameter \"%1\" needs a whole number, not \"%2\"").arg(key, value), text));
    }
    if (c.port <= 0 || c.port > 65535)
        refuse(shown, Text::tr("the port must be between 1 and 65535"));
    if (c.database.isEmpty())
        refuse(shown, Text::tr("the URI names no database (postgresql://user@host:5432/DATABASE)"));
    return c;
}

} // namespace pg_uri

namespace ledger_profiles {

QStringList names()
{
    return AppSettings::recordNames(AppSettings::Group::LedgerProfiles);
}

std::optional<PgConnection> load(const QString& name)
{
    if (!names().contains(name))
        return std::nullopt;
    const QVariantMap f = AppSettings::record(AppSettings::Group::LedgerProfiles, name);
    PgConnection c;
    c.host = f.value(QStringLiteral("host")).toString();
    c.port = f.value(QStringLiteral("port"), 5432).toInt();
    c.database = f.value(QStringLiteral("database")).toString();
    c.user = f.value(QStringLiteral("user")).toString();
    c.sslMode = f.value(QStringLiteral("sslmode")).toString();
    c.connectTimeoutSeconds = f.value(QStringLiteral("connectTimeout"), 10).toInt();
    return c;
}

void save(const QString& name, const PgConnection& c)
{
    // Every field but the password: that stays with libpq, the keyring or the user.
    AppSettings::setRecord(AppSettings::Group::LedgerProfiles, name,
        { { QStringLiteral("host"), c.host }, { QStringLiteral("port"), c.port },
            { QStringLiteral("database"), c.database }, { QStringLiteral("user"), c.user },
            { QStringLiteral("sslmode"), c.sslMode }, { QStringLiteral("connectTimeout"), c.connectTimeoutSeconds } });
}

void remove(const QString& name)
{
    AppSettings::removeRecord(AppSettings::Group::LedgerProfiles, name);
}

} // namespace ledger_profiles

} // namespace rp
