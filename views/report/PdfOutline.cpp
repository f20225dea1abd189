#include "report/PdfOutline.h"

#include "report/PdfUpdate.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <functional>
#include <optional>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PdfOutline)
};

using Ref = PdfUpdate::Ref;

struct PageRef {
    Ref ref;
    double heightPoints = 0; // 0 = unknown
};

double mediaBoxHeight(const QByteArray& dictionary)
{
    static const QRegularExpression re(
        QStringLiteral("/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s*\\]"));
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(dictionary));
    return m.hasMatch() ? m.captured(4).toDouble() - m.captured(2).toDouble() : 0;
}

// Leaves of the page tree in order; `inherited` is the MediaBox height of the parent.
bool collectPages(const PdfUpdate& pdf, const Ref& node, double inherited, QList<PageRef>& pages, int depth)
{
    const QByteArray dict = pdf.dictionary(node.number);
    if (dict.isEmpty() || depth > 32)
        return false;
    const double height = mediaBoxHeight(dict) > 0 ? mediaBoxHeight(dict) : inherited;
    static const QRegularExpression pagesType(QStringLiteral("/Type\\s*/Pages\\b"));
    if (!pagesType.match(QString::fromLatin1(dict)).hasMatch()) {
        pages.append({ node, height });
        return true;
    }
    static const QRegularExpression kids(QStringLiteral("/Kids\\s*\\[([^\\]]*)\\]"));
    const QRegularExpressionMatch m = kids.match(QString::fromLatin1(dict));
    if (!m.hasMatch())
        return false;
    static const QRegularExpression ref(QStringLiteral("(\\d+)\\s+(\\d+)\\s+R"));
    auto it = ref.globalMatch(m.captured(1));
    while (it.hasNext()) {
        const QRegularExpressionMatch r = it.next();
        if (!collectPages(pdf, Ref { r.captured(1).toInt(), r.captured(2).toInt() }, height, pages, depth + 1))
            return false;
    }
    return true;
}

QByteArray ref(int object)
{
    return QByteArray::number(object) + " 0 R";
}

} // namespace

QByteArray PdfOutline::textString(const QString& text)
{
    QByteArray utf16be("\xFE\xFF", 2);
    for (const QChar c : text) {
        utf16be.append(char(c.unicode() >> 8));
        utf16be.append(char(c.unicode() & 0xFF));
    }
    return '<' + utf16be.toHex().toUpper() + '>';
}

bool PdfOutline::append(QByteArray& pdf, const QList<OutlineEntry>& entries, QString* error)
{
    PdfUpdate update(pdf);
    if (!update.isValid()) {
        if (error)
            *error = update.error();
        return false;
    }
    if (!add(update, entries, error))
        return false;
    update.appendTo(pdf);
    return true;
}

bool PdfOutline::add(PdfUpdate& update, const QList<OutlineEntry>& entries, QString* error)
{
    auto failWith = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const QByteArray catalog = update.dictionary(update.root().number);
    const std::optional<Ref> pagesRoot = PdfUpdate::reference(catalog, "Pages");
    QList<PageRef> pages;
    if (!pagesRoot || !collectPages(update, *pagesRoot, 0, pages, 0))
        return failWith(Text::tr("the PDF's page tree could not be read"));
    for (const OutlineEntry& entry : entries) {
        if (entry.pageIndex < 0 || entry.pageIndex >= pages.size())
            return failWith(Text::tr("bookmark \"%1\" points at page %2 of %3")
                    .arg(entry.title)
                    .arg(entry.pageIndex + 1)
                    .arg(pages.size()));
    }

    // The tree: each entry's parent is the nearest earlier entry one level up (or the root).
    const int n = int(entries.size());
    QList<int> parent(n, -1); // index into entries, -1 = outline root
    QList<QList<int>> children(n + 1); // children[n] = the root's
    QList<int> stack;
    for (int i = 0; i < n; ++i) {
        while (!stack.isEmpty() && entries.at(stack.last()).level >= entries.at(i).level)
            stack.removeLast();
        parent[i] = stack.isEmpty() ? -1 : stack.last();
        children[parent[i] < 0 ? n : parent[i]].append(i);
        stack.append(i);
    }
    const int outlineRoot = update.newObjectNumber();
    QList<int> objects;
    for (int i = 0; i < n; ++i)
        objects.append(update.newObjectNumber());
    // Open items show their children: /Count is the number of descendants shown.
    std::function<int(int)> visible = [&](int node) {
        int count = 0;
        for (int child : children[node < 0 ? n : node])
            count += 1 + visible(child);
        return count;
    };

    const QList<int>& top = children[n];
    QByteArray rootBody = "<< /Type /Outlines";
    if (!top.isEmpty())
        rootBody += " /First " + ref(objects.at(top.first())) + " /Last " + ref(objects.at(top.last())) + " /Count "
            + QByteArray::number(visible(-1));
    update.setObject(outlineRoot, rootBody + " >>");
    for (int i = 0; i < n; ++i) {
        const OutlineEntry& e = entries.at(i);
        const QList<int>& siblings = children[parent[i] < 0 ? n : parent[i]];
        const qsizetype at = siblings.indexOf(i);
        const PageRef& page = pages.at(e.pageIndex);
        const QByteArray destination = page.heightPoints > 0
            ? QByteArray("[" + page.ref.text() + " /XYZ 0 " + QByteArray::number(page.heightPoints - e.topPoints, 'f', 2)
                + " null]")
            : QByteArray("[" + page.ref.text() + " /Fit]");
        QByteArray body = "<< /Title " + textString(e.title) + " /Parent "
            + ref(parent[i] < 0 ? outlineRoot : objects.at(parent[i])) + " /Dest " + destination;
        if (at > 0)
            body += " /Prev " + ref(objects.at(siblings.at(at - 1)));
        if (at + 1 < siblings.size())
            body += " /Next " + ref(objects.at(siblings.at(at + 1)));
        if (!children[i].isEmpty())
            body += " /First " + ref(objects.at(children[i].first())) + " /Last "
                + ref(objects.at(children[i].last())) + " /Count " + QByteArray::number(visible(i));
        update.setObject(objects.at(i), body + " >>");
    }
    // The catalog again, under its own number: the newest definition wins.
    static const QRegularExpression oldKeys(QStringLiteral("/(Outlines\\s*\\d+\\s+\\d+\\s+R|PageMode\\s*/\\w+)"));
    const QByteArray catalogBody = QString::fromLatin1(catalog.mid(2, catalog.size() - 4)).remove(oldKeys).toLatin1();
    update.setObject(update.root().number,
        "<<" + catalogBody + " /Outlines " + ref(outlineRoot) + " /PageMode /UseOutlines >>");
    return true;
}

} // namespace rp
