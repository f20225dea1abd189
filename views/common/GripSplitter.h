#pragma once

#include <QSplitter>

namespace rp {

// A splitter whose handle can be seen and grabbed: Fusion draws the handle as a faint row of
// dots on a 6-pixel strip that new users did not notice (what can
// be dragged looks draggable). The handle is a little wider, shows a grip of three short lines
// across its middle in the palette's dark shade; the resize cursor shows over its whole length.
class GripSplitter : public QSplitter {
    Q_OBJECT

public:
    explicit GripSplitter(Qt::Orientation orientation, QWidget* parent = nullptr);

protected:
    QSplitterHandle* createHandle() override;
};

} // namespace rp
