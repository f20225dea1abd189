#include "views/report/PdfOutline.h"

#include "views/report/PdfFile.h"

#include <QCoreApplication>

#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>

#include <exception>
#include <functional>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PdfOutline)
};

struct Page {
    QPDFObjectHandle object;
    double heightPoints = 0; // 0 = unknown
};

QList<Page> pagesOf(QPDF& pdf)
{
    QList<Page> pages;
    for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
        QPDFObjectHandle box = page.getMediaBox();
        double height = 0;
        if (box.isRectangle()) {
            const QPDFObjectHandle::Rectangle r = box.getArrayAsRectangle();
            height = r.ury - r.lly;
        }
        pages.append({ page.getObjectHandle(), height });
    }
    return pages;
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
    PdfFile file(pdf);
    if (!file.isValid()) {
        if (error)
            *error = file.error();
        return false;
    }
    if (!add(file.qpdf(), entries, error))
        return false;
    const std::optional<QByteArray> written = file.write(error);
    if (!written)
        return false;
    pdf = *written;
    return true;
}

bool PdfOutline::add(QPDF& pdf, const QList<OutlineEntry>& entries, QString* error)
{
    auto failWith = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    QList<Page> pages;
    try {
        pages = pagesOf(pdf);
    } catch (const std::exception&) {
        return failWith(Text::tr("the PDF's page tree could not be read"));
    }
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
    // Open items show their children: /Count is the number of descendants shown.
    std::function<int(int)> visible = [&](int node) {
        int count = 0;
        for (int child : children[node < 0 ? n : node])
            count += 1 + visible(child);
        return count;
    };

    try {
        QPDFObjectHandle root = pdf.makeIndirectObject(QPDFObjectHandle::newDictionary());
        root.replaceKey("/Type", QPDFObjectHandle::newName("/Outlines"));
        QList<QPDFObjectHandle> items;
        for (int i = 0; i < n; ++i)
            items.append(pdf.makeIndirectObject(QPDFObjectHandle::newDictionary()));
        auto link = [&](QPDFObjectHandle& node, const QList<int>& kids, int count) {
            if (kids.isEmpty())
                return;
            node.replaceKey("/First", items.at(kids.first()));
            node.replaceKey("/Last", items.at(kids.last()));
            node.replaceKey("/Count", QPDFObjectHandle::newInteger(count));
        };
        link(root, children[n], visible(-1));
        for (int i = 0; i < n; ++i) {
            const OutlineEntry& e = entries.at(i);
            QPDFObjectHandle& item = items[i];
            const QList<int>& siblings = children[parent[i] < 0 ? n : parent[i]];
            const qsizetype at = siblings.indexOf(i);
            const Page& page = pages.at(e.pageIndex);
            // Open the page with the heading at the top of the window (§12.3.2.2, /XYZ left top zoom).
            const QPDFObjectHandle destination = page.heightPoints > 0
                ? QPDFObjectHandle::newArray(
                    { page.object, QPDFObjectHandle::newName("/XYZ"), QPDFObjectHandle::newInteger(0),
                        QPDFObjectHandle::newReal(page.heightPoints - e.topPoints, 2), QPDFObjectHandle::newNull() })
                : QPDFObjectHandle::newArray({ page.object, QPDFObjectHandle::newName("/Fit") });
            item.replaceKey("/Title", QPDFObjectHandle::parse(textString(e.title).toStdString()));
            item.replaceKey("/Parent", parent[i] < 0 ? root : items.at(parent[i]));
            item.replaceKey("/Dest", destination);
            if (at > 0)
                item.replaceKey("/Prev", items.at(siblings.at(at - 1)));
            if (at + 1 < siblings.size())
                item.replaceKey("/Next", items.at(siblings.at(at + 1)));
            link(item, children[i], visible(i));
        }
        QPDFObjectHandle catalog = pdf.getRoot();
        catalog.replaceKey("/Outlines", root);
        catalog.replaceKey("/PageMode", QPDFObjectHandle::newName("/UseOutlines"));
    } catch (const std::exception& e) {
        return failWith(Text::tr("the PDF could not take the bookmarks: %1").arg(QString::fromStdString(e.what())));
    }
    return true;
}

} // namespace rp
