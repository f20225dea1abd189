// SPDX-License-Identifier: GPL-3.0-or-later
// The user guide (Help → User Guide, F1): both languages hold the same sections, every link
// inside it leads somewhere, its screenshots ship in the binary at the size they were taken
// (1366 × 768, the laptop screen every tab must fit), the dialog really shows them, and the
// guide points to menu actions, never to files of the source repository.
#include "models/common/Translation.h"
#include "tests/GuiTestSetup.h"
#include "views/common/UserGuideDialog.h"

#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QRegularExpression>
#include <QSet>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QUrl>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QSize kScreenshotSize(1366, 768);
// The three sections of the guide (resources/data/guide) that carry a screenshot, and the places they point to.
const QStringList kSectionsWithScreenshot = { u"planner"_s, u"toolkit"_s, u"pdf"_s };
const QStringList kRequiredAnchors
    = { u"opening"_s, u"memory"_s, u"billing"_s, u"planner"_s, u"toolkit"_s, u"pdf"_s, u"procurement"_s, u"ledger"_s };

QString guideText(const QString& language)
{
    QFile file(rp::UserGuideDialog::resourceFor(language));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QString::fromUtf8(file.readAll());
}

QStringList captures(const QString& text, const QString& pattern)
{
    QStringList found;
    const QRegularExpression re(pattern);
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(1));
    return found;
}

QStringList anchors(const QString& html)
{
    return captures(html, u"<a\\s+name=\"([^\"]+)\""_s);
}

QStringList imageSources(const QString& html)
{
    return captures(html, u"<img\\s[^>]*src=\"([^\"]+)\""_s);
}

// The guide's folder in the resources: relative sources resolve against it, as the browser's
// qrc:/data/guide/… source URL makes them resolve.
QString resourceOf(const QString& language, const QString& src)
{
    const QUrl base(u"qrc"_s + rp::UserGuideDialog::resourceFor(language));
    const QUrl resolved = base.resolved(QUrl(src));
    return resolved.scheme() == u"qrc" ? u":"_s + resolved.path() : QString();
}

// The text of the section whose heading holds `<a name="anchor">`, up to the next <h2>.
QString section(const QString& html, const QString& anchor)
{
    const qsizetype at = html.indexOf(QString(u"<a name=\""_s + anchor + u'"'));
    if (at < 0)
        return {};
    const qsizetype end = html.indexOf(u"<h2"_s, at);
    return html.mid(at, end < 0 ? -1 : end - at);
}

} // namespace

class TestUserGuide : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sections_data();
    void sections();
    void sameSectionsInBothLanguages();
    void linksLeadSomewhere_data();
    void linksLeadSomewhere();
    void screenshotsShip_data();
    void screenshotsShip();
    void noRepositoryPaths_data();
    void noRepositoryPaths();
    void dialogShowsTheScreenshots_data();
    void dialogShowsTheScreenshots();
    void cleanupTestCase();

private:
    static void languages();
};

void TestUserGuide::initTestCase()
{
    setUpGuiTest(u"tst_userguide"_s);
}

void TestUserGuide::cleanupTestCase()
{
    rp::Translation::install(u"en"_s);
}

void TestUserGuide::languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("zh_CN") << u"zh_CN"_s;
}

void TestUserGuide::sections_data()
{
    languages();
}

void TestUserGuide::sections()
{
    QFETCH(QString, language);
    const QString html = guideText(language);
    const QStringList names = anchors(html);
    for (const QString& required : kRequiredAnchors)
        QVERIFY2(names.contains(required), qPrintable(language + u": no section "_s + required));
    QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), names.size()); // each anchor once
    // Each of the sections with a screenshot shows one, in the guide's own language.
    for (const QString& anchor : kSectionsWithScreenshot) {
        const QStringList images = imageSources(section(html, anchor));
        QVERIFY2(!images.isEmpty(), qPrintable(language + u": no screenshot in "_s + anchor));
        for (const QString& src : images)
            QVERIFY2(src.endsWith(QString(u'-' + language + u".png"_s)), qPrintable(language + u": "_s + src));
    }
    // The procurement workflow stays a list of steps.
    QVERIFY(section(html, u"procurement"_s).contains(u"<ol>"_s));
}

void TestUserGuide::sameSectionsInBothLanguages()
{
    QCOMPARE(anchors(guideText(u"zh_CN"_s)), anchors(guideText(u"en"_s)));
    QStringList english = imageSources(guideText(u"en"_s));
    QStringList chinese = imageSources(guideText(u"zh_CN"_s));
    english.replaceInStrings(u"-en.png"_s, u".png"_s);
    chinese.replaceInStrings(u"-zh_CN.png"_s, u".png"_s);
    QCOMPARE(chinese, english);
}

void TestUserGuide::linksLeadSomewhere_data()
{
    languages();
}

void TestUserGuide::linksLeadSomewhere()
{
    QFETCH(QString, language);
    const QString html = guideText(language);
    const QStringList names = anchors(html);
    const QStringList targets = captures(html, u"href=\"#([^\"]*)\""_s);
    QVERIFY(targets.size() >= 10);
    for (const QString& target : targets)
        QVERIFY2(names.contains(target), qPrintable(language + u": #"_s + target + u" leads nowhere"_s));
    // The guide links to nothing outside itself: the browser opens no external links.
    const QStringList hrefs = captures(html, u"href=\"([^\"]*)\""_s);
    for (const QString& href : hrefs)
        QVERIFY2(href.startsWith(u'#'), qPrintable(language + u": "_s + href));
}

void TestUserGuide::screenshotsShip_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("src");
    for (const QString& language : { u"en"_s, u"zh_CN"_s }) {
        for (const QString& src : imageSources(guideText(language)))
            QTest::addRow("%s %s", qPrintable(language), qPrintable(src)) << language << src;
    }
}

void TestUserGuide::screenshotsShip()
{
    QFETCH(QString, language);
    QFETCH(QString, src);
    QVERIFY2(QUrl(src).isRelative(), qPrintable(src));
    const QString resource = resourceOf(language, src);
    QVERIFY2(QFile::exists(resource), qPrintable(resource));
    const QImage image(resource);
    QVERIFY2(!image.isNull(), qPrintable(resource));
    QCOMPARE(image.size(), kScreenshotSize);
    // Small enough to ship in every binary (reduced to a palette).
    QVERIFY2(QFile(resource).size() < 200 * 1024,
        qPrintable(resource + u" is "_s + QString::number(QFile(resource).size())));
}

void TestUserGuide::noRepositoryPaths_data()
{
    languages();
}

void TestUserGuide::noRepositoryPaths()
{
    QFETCH(QString, language);
    const QString html = guideText(language);
    // The guide is read by people with the program, not the source tree: it names menu actions
    // (Help → Example files, File → Open Example), never files of the repository.
    for (const QString& path : { u"docs/"_s, u"examples/"_s, u".md"_s, u"resources/"_s, u"README"_s })
        QVERIFY2(!html.contains(path), qPrintable(language + u": names "_s + path));
}

void TestUserGuide::dialogShowsTheScreenshots_data()
{
    languages();
}

void TestUserGuide::dialogShowsTheScreenshots()
{
    QFETCH(QString, language);
    QVERIFY(rp::Translation::install(language));
    rp::UserGuideDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* browser = child<QTextBrowser>(&dialog, "userGuideBrowser");
    QCOMPARE(browser->source(), QUrl(u"qrc"_s + rp::UserGuideDialog::resourceFor(language)));
    QTextDocument* document = browser->document();

    // The images the document laid out, by the names their <img> tags gave them.
    QStringList shown;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isImageFormat())
                shown.append(format.toImageFormat().name());
        }
    }
    QCOMPARE(shown, imageSources(guideText(language)));
    for (const QString& name : shown) {
        // What the browser draws for the tag: loaded through its source URL, not a broken-image icon.
        const QVariant resource = document->resource(QTextDocument::ImageResource, QUrl(name));
        QImage image;
        if (resource.canConvert<QImage>())
            image = resource.value<QImage>();
        if (image.isNull() && resource.canConvert<QPixmap>())
            image = resource.value<QPixmap>().toImage();
        if (image.isNull() && resource.canConvert<QByteArray>())
            image.loadFromData(resource.toByteArray());
        QVERIFY2(!image.isNull(), qPrintable(language + u": "_s + name + u" does not load"_s));
        QCOMPARE(image.size(), kScreenshotSize);
    }
    // The guide opens at its top with the sections linked from the first paragraphs.
    QVERIFY(document->toPlainText().contains(language == u"zh_CN" ? u"租用机器"_s : u"Rented machine"_s));
}

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
