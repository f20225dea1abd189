// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop's recent files (recently-used.xbel): a plan RentPlan opens is added for the file
// manager's "Recent" list, and every other application's entries stay as they were.
#include "views/common/DesktopRecentFiles.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUrl>
#include <QXmlStreamReader>
#include <QtTest>

using namespace rp;
using namespace Qt::StringLiterals;

namespace {

// A list as GTK writes it (GLib's g_bookmark_file_to_data in glib/gbookmarkfile.c): the two
// namespaces on the root, dates with microseconds, the exec quoted with &apos;, and a second
// entry with groups and a private flag that RentPlan does not know and must keep.
const QByteArray kGtkList = R"(<?xml version="1.0" encoding="UTF-8"?>
<xbel version="1.0"
      xmlns:bookmark="http://www.freedesktop.org/standards/desktop-bookmarks"
      xmlns:mime="http://www.freedesktop.org/standards/shared-mime-info"
>
  <bookmark href="file:///home/ann/Documents/Conference%20notes.pdf" added="2026-11-03T06:47:20.501705Z" modified="2026-11-03T06:47:20.501738Z" visited="2026-11-03T06:47:20.501708Z">
    <info>
      <metadata owner="http://freedesktop.org">
        <mime:mime-type type="application/pdf"/>
        <bookmark:applications>
          <bookmark:application name="Thunderbird" exec="&apos;thunderbird %u&apos;" modified="2026-11-03T06:47:20.501717Z" count="1"/>
        </bookmark:applications>
      </metadata>
    </info>
  </bookmark>
  <bookmark href="file:///home/ann/todo.txt" added="2026-11-20T10:00:00.000001Z" modified="2026-11-21T10:00:00.000001Z" visited="2026-11-21T10:00:00.000001Z">
    <info>
      <metadata owner="http://freedesktop.org">
        <mime:mime-type type="text/plain"/>
        <bookmark:groups>
          <bookmark:group>gedit</bookmark:group>
        </bookmark:groups>
        <bookmark:applications>
          <bookmark:application name="gedit" exec="&apos;gedit %u&apos;" modified="2026-11-21T10:00:00.000001Z" count="3"/>
        </bookmark:applications>
        <bookmark:private/>
      </metadata>
    </info>
  </bookmark>
</xbel>
)";

const QString kBookmarkNs = u"http://www.freedesktop.org/standards/desktop-bookmarks"_s;
const QString kMimeNs = u"http://www.freedesktop.org/standards/shared-mime-info"_s;

struct Application {
    QString name;
    QString exec;
    QString modified;
    int count = 0;
};

struct Bookmark {
    QString href;
    QString added;
    QString modified;
    QString visited;
    QString mimeType;
    QStringList groups;
    bool isPrivate = false;
    QList<Application> applications;
};

// Reads a list back with namespace processing, as GLib's parser sees it.
QList<Bookmark> parse(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader in(&file);
    QList<Bookmark> bookmarks;
    while (!in.atEnd()) {
        in.readNext();
        if (!in.isStartElement())
            continue;
        const auto attribute
            = [&in](const char* name) { return in.attributes().value(QLatin1String(name)).toString(); };
        if (in.namespaceUri().isEmpty() && in.name() == u"bookmark") {
            bookmarks.append({ attribute("href"), attribute("added"), attribute("modified"), attribute("visited") });
        } else if (in.namespaceUri() == kMimeNs && in.name() == u"mime-type") {
            bookmarks.last().mimeType = attribute("type");
        } else if (in.namespaceUri() == kBookmarkNs && in.name() == u"group") {
            bookmarks.last().groups.append(in.readElementText());
        } else if (in.namespaceUri() == kBookmarkNs && in.name() == u"private") {
            bookmarks.last().isPrivate = true;
        } else if (in.namespaceUri() == kBookmarkNs && in.name() == u"application") {
            bookmarks.last().applications.append(
                { attribute("name"), attribute("exec"), attribute("modified"), attribute("count").toInt() });
        }
    }
    return in.hasError() ? QList<Bookmark> {} : bookmarks;
}

DesktopRecentFiles::Entry planEntry(const QString& path)
{
    return { path, u"application/x-rentplan+json"_s, u"RentPlan"_s, u"'rentplan %u'"_s };
}

const QDateTime kFirstUse(QDate(2026, 12, 2), QTime(9, 30, 0, 250), Qt::UTC);
const QDateTime kSecondUse(QDate(2026, 12, 3), QTime(14, 0), Qt::UTC);

} // namespace

class TestDesktopRecent : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aNewListHoldsThePlan()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(u"share/recently-used.xbel"_s);
        const QString plan = dir.filePath(u"GPU plan 2027.rentplan"_s);
        QVERIFY(DesktopRecentFiles::add(list, planEntry(plan), kFirstUse));
        const QList<Bookmark> bookmarks = parse(list);
        QCOMPARE(bookmarks.size(), 1);
        const Bookmark& b = bookmarks.first();
        // The space in the name is percent-encoded, as g_filename_to_uri writes it.
        QVERIFY(b.href.endsWith(u"/GPU%20plan%202027.rentplan"));
        QCOMPARE(QUrl(b.href).toLocalFile(), plan);
        QCOMPARE(b.added, u"2026-12-02T09:30:00.250Z"_s);
        QCOMPARE(b.modified, b.added);
        QCOMPARE(b.visited, b.added);
        QCOMPARE(b.mimeType, u"application/x-rentplan+json"_s);
        QCOMPARE(b.applications.size(), 1);
        QCOMPARE(b.applications.first().name, u"RentPlan"_s);
        QCOMPARE(b.applications.first().exec, u"'rentplan %u'"_s);
        QCOMPARE(b.applications.first().count, 1);
    }

    void otherApplicationsEntriesAreKept()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(u"recently-used.xbel"_s);
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kGtkList);
        file.close();
        const QList<Bookmark> before = parse(list);
        QCOMPARE(before.size(), 2);

        QVERIFY(DesktopRecentFiles::add(list, planEntry(dir.filePath(u"a.rentplan"_s)), kFirstUse));
        const QList<Bookmark> after = parse(list);
        QCOMPARE(after.size(), 3);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(after[i].href, before[i].href);
            QCOMPARE(after[i].added, before[i].added);
            QCOMPARE(after[i].modified, before[i].modified);
            QCOMPARE(after[i].visited, before[i].visited);
            QCOMPARE(after[i].mimeType, before[i].mimeType);
            QCOMPARE(after[i].groups, before[i].groups);
            QCOMPARE(after[i].isPrivate, before[i].isPrivate);
            QCOMPARE(after[i].applications.size(), 1);
            QCOMPARE(after[i].applications.first().exec, before[i].applications.first().exec);
            QCOMPARE(after[i].applications.first().count, before[i].applications.first().count);
        }
        QCOMPARE(after[1].groups, QStringList { u"gedit"_s });
        QVERIFY(after[1].isPrivate);
        QCOMPARE(after[2].applications.first().name, u"RentPlan"_s);
    }

    void openingAgainCountsUpAndKeepsTheFirstDate()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(u"recently-used.xbel"_s);
        const QString plan = dir.filePath(u"a.rentplan"_s);
        QVERIFY(DesktopRecentFiles::add(list, planEntry(plan), kFirstUse));
        QVERIFY(DesktopRecentFiles::add(list, planEntry(plan), kSecondUse));
        const QList<Bookmark> bookmarks = parse(list);
        QCOMPARE(bookmarks.size(), 1);
        QCOMPARE(bookmarks.first().added, u"2026-12-02T09:30:00.250Z"_s);
        QCOMPARE(bookmarks.first().modified, u"2026-12-03T14:00:00.000Z"_s);
        QCOMPARE(bookmarks.first().visited, u"2026-12-03T14:00:00.000Z"_s);
        QCOMPARE(bookmarks.first().applications.size(), 1);
        QCOMPARE(bookmarks.first().applications.first().count, 2);
        QCOMPARE(bookmarks.first().applications.first().modified, u"2026-12-03T14:00:00.000Z"_s);
    }

    void aFileAnotherApplicationListedGainsRentPlan()
    {
        // The file manager recorded the plan first (copied, say); RentPlan adds itself beside it.
        QTemporaryDir dir;
        const QString list = dir.filePath(u"recently-used.xbel"_s);
        const QString plan = dir.filePath(u"a.rentplan"_s);
        QByteArray text = kGtkList;
        text.replace("file:///home/ann/todo.txt", QUrl::fromLocalFile(plan).toEncoded());
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        QVERIFY(DesktopRecentFiles::add(list, planEntry(plan), kSecondUse));
        const QList<Bookmark> bookmarks = parse(list);
        QCOMPARE(bookmarks.size(), 2);
        const Bookmark& b = bookmarks[1];
        QCOMPARE(b.added, u"2026-11-20T10:00:00.000001Z"_s);
        QCOMPARE(b.visited, u"2026-12-03T14:00:00.000Z"_s);
        QCOMPARE(b.applications.size(), 2);
        QCOMPARE(b.applications[0].name, u"gedit"_s);
        QCOMPARE(b.applications[0].count, 3);
        QCOMPARE(b.applications[1].name, u"RentPlan"_s);
        QCOMPARE(b.applications[1].count, 1);
        QCOMPARE(b.groups, QStringList { u"gedit"_s });
    }

    void aListItCannotReadIsLeftAlone()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(u"recently-used.xbel"_s);
        const QByteArray broken = "<?xml version=\"1.0\"?>\n<xbel version=\"1.0\">\n  <bookmark href=\"file:///x\"";
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(broken);
        file.close();
        QVERIFY(!DesktopRecentFiles::add(list, planEntry(dir.filePath(u"a.rentplan"_s)), kFirstUse));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), broken);
        file.close();

        // Another XML document is not a bookmark list either.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<html><body/></html>");
        file.close();
        QVERIFY(!DesktopRecentFiles::add(list, planEntry(dir.filePath(u"a.rentplan"_s)), kFirstUse));

        // A list over the size limit is not read, so not rewritten.
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(DesktopRecentFiles::kMaxBytes + 1));
        file.close();
        QVERIFY(!DesktopRecentFiles::add(list, planEntry(dir.filePath(u"a.rentplan"_s)), kFirstUse));
        QCOMPARE(QFileInfo(list).size(), DesktopRecentFiles::kMaxBytes + 1);
    }
};

QTEST_GUILESS_MAIN(TestDesktopRecent)
#include "tst_desktoprecent.moc"
