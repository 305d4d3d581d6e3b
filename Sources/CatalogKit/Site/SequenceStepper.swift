/// The script that lets a reader step through a sequence diagram one message at a time.
///
/// It adds Previous, Next and All buttons and a status line under every
/// `figure.sequence-diagram` whose picture has steps (`[data-step]`, as
/// ``SequenceDiagram/svg(title:)`` numbers them). The diagram starts whole; Next from the whole
/// diagram starts again at the first step, each later Next shows one more, Previous one fewer,
/// All the whole diagram. The step just shown carries the class `current`. With scripts off
/// nothing is added and every message shows: the page never depends on it.
package enum SequenceStepper {
    package static let script = #"""
        (function () {
          "use strict";
          function setUp(figure) {
            var steps = Array.prototype.slice.call(figure.querySelectorAll("[data-step]"));
            if (steps.length < 2 || figure.querySelector(".sequence-steps")) { return; }
            var total = steps.length;
            var shown = total;
            var bar = document.createElement("div");
            bar.className = "sequence-steps";
            bar.setAttribute("role", "group");
            bar.setAttribute("aria-label", "Step through the messages");
            function button(label, action) {
              var element = document.createElement("button");
              element.type = "button";
              element.textContent = label;
              element.addEventListener("click", action);
              bar.appendChild(element);
              return element;
            }
            var previous = button("Previous", function () { show(Math.max(1, shown - 1)); });
            button("Next", function () { show(shown >= total ? 1 : shown + 1); });
            button("All", function () { show(total); });
            var status = document.createElement("span");
            status.className = "sequence-step-status";
            status.setAttribute("aria-live", "polite");
            bar.appendChild(status);
            function show(count) {
              shown = count;
              steps.forEach(function (step) {
                var number = Number(step.getAttribute("data-step"));
                step.style.display = number <= count ? "" : "none";
                step.classList.toggle("current", number === count && count < total);
              });
              previous.disabled = count <= 1;
              status.textContent = count >= total
                ? "All " + total + " steps"
                : "Step " + count + " of " + total;
            }
            var caption = figure.querySelector("figcaption");
            figure.insertBefore(bar, caption);
            show(total);
          }
          function start() {
            var figures = document.querySelectorAll("figure.sequence-diagram");
            Array.prototype.forEach.call(figures, setUp);
          }
          if (document.readyState === "loading") {
            document.addEventListener("DOMContentLoaded", start);
          } else {
            start();
          }
        })();
        """#
}
