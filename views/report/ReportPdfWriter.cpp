#include "views/report/ReportPdfWriter.h"

#include "models/common/InputError.h"
#include "models/common/OutputFile.h"
#include "models/common/PrivateModule.h"
#include "views/report/PdfEditEntry.h"
#include "views/report/ReportRenderer.h"
#include "views/report/ReportStyle.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>

namespace rp {

std::optional<QPageSize::PageSizeId> ReportPdfWriter::pageSizeFromName(const QString& name)
{
    if (name.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0)
        return QPageSize::A4;
    if (name.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
        return QPageSize::Letter;
    return std::nullopt;
}

void ReportPdfWriter::preparePage(QPagedPaintDevice* device, QPageSize::PageSizeId size)
{
    device->setPageLayout(QPageLayout(QPageSize(size), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
}

std::optional<QByteArray> ReportPdfWriter::render(
    const report::ReportContent& content, QPageSize::PageSizeId size, QString* error)
{
    const QString missing = ReportStyle::missingFont();
    if (!missing.isEmpty()) {
        if (error)
            *error = tr("the font \"%1\" is not installed (Debian package fonts-noto-cjk)").arg(missing);
        return std::nullopt;
    }
    QByteArray bytes;
    QList<OutlineEntry> outline;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(content.planName);
        writer.setCreator(QStringLiteral("RentPlan"));
        preparePage(&writer, size);
        outline = ReportRenderer(content).paint(&writer);
    } // the writer finishes the file when it goes
    // Through libqpdf: Chinese text that extracts as written, and the bookmarks.
    QString editError;
    try {
        const auto* edit = static_cast<const pdfedit_module::Entry*>(
            private_module::entry(QStringLiteral("librentplan-pdfedit.so"), "rentplan_pdfedit_entry"));
        const auto fontFor = [](const QByteArray& baseFont) {
            QFont font = baseFont.contains("Mono") ? ReportStyle::mono(10) : ReportStyle::font(10);
            font.setBold(baseFont.contains("Bold"));
            return font;
        };
        if (edit->finish(bytes, outline, fontFor, &editError))
            return bytes;
    } catch (const InputException& e) {
        editError = e.error().toString();
    }
    if (error)
        *error = editError;
    return std::nullopt;
}

bool ReportPdfWriter::write(const report::ReportContent& content, QPageSize::PageSizeId size, const QString& path,
    QString* error, OutputFile::Dash dash)
{
    const std::optional<QByteArray> bytes = render(content, size, error);
    if (!bytes)
        return false;
    try {
        OutputFile file(path, dash); // atomic, and never replaces a device or a link's non-regular target
        file.write(*bytes);
        file.commit();
        return true;
    } catch (const InputException& e) {
        if (error)
            *error = e.error().message;
        return false;
    }
}

} // namespace rp
