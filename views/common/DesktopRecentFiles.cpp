// SPDX-License-Identifier: GPL-3.0-or-later
#include "views/common/DesktopRecentFiles.h"

#include "models/common/InputError.h"
#include "models/common/InputFile.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace rp {

namespace {

// The namespaces of the Desktop Bookmark Specification, as GLib's gbookmarkfile.c writes them.
const QString kBookmarkNs = QStringLiteral("http://www.freedesktop.org/standards/desktop-bookmarks");
const QString kMimeNs = QStringLiteral("http://www.freedesktop.org/standards/shared-mime-info");
const QString kFreedesktopOwner = QStringLiteral("http://freedesktop.org");

QString stamp(const QDateTime& when)
{
    return when.toUTC().toString(Qt::ISODateWithMs);
}

bool isOurFile(QStringView href, const QString& filePath)
{
    const QUrl url(href.toString());
    return url.isLocalFile() && QFileInfo(url.toLocalFile()).absoluteFilePath() == filePath;
}

void writeApplication(QXmlStreamWriter& out, const DesktopRecentFiles::Entry& entry, const QString& now, int count)
{
    out.writeEmptyElement(kBookmarkNs, QStringLiteral("application"));
    out.writeAttribute(QStringLiteral("name"), entry.appName);
    out.writeAttribute(QStringLiteral("exec"), entry.exec);
    out.writeAttribute(QStringLiteral("modified"), now);
    out.writeAttribute(QStringLiteral("count"), QString::number(count));
}

void writeNewBookmark(
    QXmlStreamWriter& out, const DesktopRecentFiles::Entry& entry, const QString& href, const QString& now)
{
    out.writeStartElement(QStringLiteral("bookmark"));
    out.writeAttribute(QStringLiteral("href"), href);
    out.writeAttribute(QStringLiteral("added"), now);
    out.writeAttribute(QStringLiteral("modified"), now);
    out.writeAttribute(QStringLiteral("visited"), now);
    out.writeStartElement(QStringLiteral("info"));
    out.writeStartElement(QStringLiteral("metadata"));
    out.writeAttribute(QStringLiteral("owner"), kFreedesktopOwner);
    out.writeEmptyElement(kMimeNs, QStringLiteral("mime-type"));
    out.writeAttribute(QStringLiteral("type"), entry.mimeType);
    out.writeStartElement(kBookmarkNs, QStringLiteral("applications"));
    writeApplication(out, entry, now, 1);
    out.writeEndElement(); // applications
    out.writeEndElement(); // metadata
    out.writeEndElement(); // info
    out.writeEndElement(); // bookmark
}

// Copies `in` to `out` token by token; the bookmark of entry.filePath, if there is one,
// gets new modified/visited dates and this application's registration counted up.
// Returns false when `in` is not a bookmark file.
bool rewrite(QXmlStreamReader& in, QXmlStreamWriter& out, const DesktopRecentFiles::Entry& entry, const QString& href,
    const QString& now)
{
    bool sawRoot = false;
    bool found = false;
    bool inOurs = false; // inside the bookmark of this file
    bool registered = false; // this application's registration seen in it
    while (!in.atEnd()) {
        in.readNext();
        if (in.hasError())
            return false;
        if (in.isStartElement() && in.namespaceUri().isEmpty() && in.name() == u"xbel")
            sawRoot = true;
        if (in.isStartElement() && in.namespaceUri().isEmpty() && in.name() == u"bookmark"
            && isOurFile(in.attributes().value(QLatin1String("href")), entry.filePath)) {
            found = inOurs = true;
            registered = false;
            QXmlStreamAttributes attributes;
            for (const QXmlStreamAttribute& attribute : in.attributes()) {
                if (attribute.name() != u"modified" && attribute.name() != u"visited")
                    attributes.append(attribute);
            }
            attributes.append(QStringLiteral("modified"), now);
            attributes.append(QStringLiteral("visited"), now);
            out.writeStartElement(QStringLiteral("bookmark"));
            out.writeAttributes(attributes);
            continue;
        }
        if (inOurs && in.isStartElement() && in.namespaceUri() == kBookmarkNs && in.name() == u"application"
            && in.attributes().value(QLatin1String("name")) == entry.appName) {
            registered = true;
            writeApplication(out, entry, now, in.attributes().value(QLatin1String("count")).toInt() + 1);
            in.skipCurrentElement();
            continue;
        }
        if (inOurs && in.isEndElement() && in.namespaceUri() == kBookmarkNs && in.name() == u"applications"
            && !registered) {
            writeApplication(out, entry, now, 1);
            registered = true;
        }
        if (inOurs && in.isEndElement() && in.namespaceUri().isEmpty() && in.name() == u"bookmark")
            inOurs = false;
        if (in.isEndElement() && in.namespaceUri().isEmpty() && in.name() == u"xbel" && !found)
            writeNewBookmark(out, entry, href, now);
        if (in.isEndDocument())
            break;
        out.writeCurrentToken(in);
    }
    return sawRoot;
}

QByteArray emptyList()
{
    return QByteArrayLiteral(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xbel version=\"1.0\"\n"
        "      xmlns:bookmark=\"http://www.freedesktop.org/standards/desktop-bookmarks\"\n"
        "      xmlns:mime=\"http://www.freedesktop.org/standards/shared-mime-info\"\n>\n</xbel>\n");
}

} // namespace

QString DesktopRecentFiles::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("recently-used.xbel"));
}

bool DesktopRecentFiles::add(const QString& xbelPath, const Entry& given, const QDateTime& now)
{
    Entry entry = given;
    entry.filePath = QFileInfo(given.filePath).absoluteFilePath();
    QByteArray current;
    if (QFileInfo::exists(xbelPath)) {
        try {
            current = input_file::read(xbelPath, kMaxBytes);
        } catch (const InputException&) {
            return false;
        }
    }
    if (current.trimmed().isEmpty())
        current = emptyList();

    const QString href = QString::fromLatin1(QUrl::fromLocalFile(entry.filePath).toEncoded());
    QByteArray updated;
    QXmlStreamReader in(current);
    QXmlStreamWriter out(&updated);
    if (!rewrite(in, out, entry, href, stamp(now)))
        return false;
    updated.append('\n');

    QDir().mkpath(QFileInfo(xbelPath).absolutePath());
    QSaveFile file(xbelPath);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(updated);
    return file.commit();
}

} // namespace rp
